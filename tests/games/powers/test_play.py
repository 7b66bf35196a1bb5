"""Game of Powers at the table: cards as they are played, the tokens they earn, replayed from the event log."""

from __future__ import annotations

import pytest

from companion.games.powers import Card, Category, City, Mission, Token, score
from companion.games.powers.play import (
    RULES,
    CardPlayed,
    DeckOut,
    Ended,
    Finished,
    RoundOver,
    Started,
    TokenTaken,
    UnusedCounted,
)
from companion.play.log import Log, Refused
from tests.games.refusals import refusal

FOUR_CITIES = [
    CardPlayed(player=0, city=city, category=Category.coins, points=2)
    for city in (City.uppakra, City.sorte_muld, City.wisloujscie, City.owidz)
]


def game(*actions: object, missions: bool = True) -> Log:  # type: ignore[type-arg]
    log = Log.replay(RULES, [Started(names=("Ada", "Ben"), missions=missions)])
    for action in actions:
        log.act(action)
    return log


def test_cards_from_four_cities_offer_the_first_token_then_the_second_to_the_next_player() -> None:
    log = game(*FOUR_CITIES)
    # Four coins also meet "4 cards of one category".
    assert log.state.offers(0) == [
        Token(mission=Mission.four_cities, points=6),
        Token(mission=Mission.four_one_category, points=8),
    ]
    log.act(TokenTaken(player=0, mission=Mission.four_cities))
    for action in FOUR_CITIES:
        log.act(action.model_copy(update={"player": 1, "category": Category.art}))
    assert Token(mission=Mission.four_cities, points=3) in log.state.offers(1)
    log.act(TokenTaken(player=1, mission=Mission.four_cities))
    assert log.state.tokens == (
        (Token(mission=Mission.four_cities, points=6),),
        (Token(mission=Mission.four_cities, points=3),),
    )


@pytest.mark.parametrize(
    ("actions", "missions"),
    [
        ([TokenTaken(player=0, mission=Mission.four_cities)], True),  # no card played: the condition is not met
        ([*FOUR_CITIES, TokenTaken(player=0, mission=Mission.four_cities)], False),  # the simplified game
        (
            [*FOUR_CITIES, *[TokenTaken(player=0, mission=Mission.four_cities)] * 2],
            True,
        ),  # never two tokens of one condition
    ],
)
def test_a_token_the_rules_do_not_give_is_refused(actions: list[object], missions: bool) -> None:
    with pytest.raises(Refused) as refused:
        game(*actions, missions=missions)
    assert refused.value.code == "no_token"


def test_the_end_makes_the_sheet_with_the_bonus_for_the_most_unused() -> None:
    log = game(
        *FOUR_CITIES,
        TokenTaken(player=0, mission=Mission.four_cities),
        Ended(),
        UnusedCounted(player=1, count=4),
        Finished(),
    )
    sheet = log.state.sheet
    assert sheet.players[0].cards[0] == Card(points=2, city=City.uppakra, category=Category.coins)
    assert [standing.total for standing in score(sheet).players] == [14, 4]


SECOND_TOKEN = TokenTaken(player=0, mission=Mission.four_one_category)
BEN_CARD = CardPlayed(player=1, city=City.owidz, category=Category.art, points=1)


def test_a_second_token_in_one_action_is_refused_even_after_another_card_of_the_same_player() -> None:
    # Four coins from four cities meet two conditions; the rules give one token an action.
    log = game(*FOUR_CITIES, TokenTaken(player=0, mission=Mission.four_cities))
    log.act(FOUR_CITIES[0])
    assert refusal(log, SECOND_TOKEN) == "one_token_an_action"
    assert log.state.waiting == {0}


@pytest.mark.parametrize(
    "ended",
    [
        BEN_CARD,  # another player's card: Ada's action is over, her next one comes in the next round
        RoundOver(),  # the table says the round is over though nobody else played a card
    ],
)
def test_the_next_token_is_taken_in_a_later_action(ended: object) -> None:
    log = game(*FOUR_CITIES, TokenTaken(player=0, mission=Mission.four_cities), ended)
    log.act(SECOND_TOKEN)
    assert [token.mission for token in log.state.tokens[0]] == [Mission.four_cities, Mission.four_one_category]


def test_a_round_over_with_nobody_waiting_changes_nothing_and_is_refused() -> None:
    with pytest.raises(Refused) as refused:
        game(RoundOver())
    assert refused.value.code == "not_now"


def test_the_round_the_deck_runs_out_in_is_the_last() -> None:
    log = game(FOUR_CITIES[0], DeckOut(), FOUR_CITIES[1])
    assert (log.state.phase, log.state.last_round) == ("play", True)
    with pytest.raises(Refused):
        log.act(DeckOut())  # said once
    log.act(RoundOver())
    assert log.state.phase == "end"
