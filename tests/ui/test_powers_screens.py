"""Game of Powers through the app on a phone: from New game to the saved result, the totals shown those of
`score`; a mission met is offered with the token left, and taken."""

from __future__ import annotations

from playwright.sync_api import Browser

from companion.games.powers import Card, Category, City, Mission, Sheet, Token, score
from companion.games.powers import Player as Sheeted

from .driver import Player, Server
from .history_check import check_played
from .scripts import Choose, Resume, See, Tap, Type, play

NEW_GAME = [
    Choose("Game of Powers"),
    Tap("New game"),
    Type("Name of player 1", "Ada"),
    Type("Name of player 2", "Ben"),
    Tap("Start the game"),
    See("Ada's next card (0 played): city, category, points"),
]


CITIES = ("Uppåkra", "Sorte Muld", "Wisłoujście", "Owidz")


def card(city: str, category: str | None, points: int) -> list[object]:
    """A card laid out: its city and category a tap each (None: the category of the card before, still
    chosen), its points typed once."""
    return [Choose(city), *([Choose(category)] if category else []), Type("Points on the card", str(points))]


PLAY = [
    # Ada lays a card from each of the four cities: she meets "4 cards from 4 different cities".
    *card("Uppåkra", "coins", 3),
    *card("Sorte Muld", "weapons", 2),
    *card("Wisłoujście", "jewellery", 4),
    *card("Owidz", "coins", 1),
    See("4 of 52 cards laid out"),
    See("Last: Ada: Owidz, coins, 1 point"),  # one point, not "1 points"
    Tap("Ada takes “4 cards from 4 different cities”, the first token (6)"),
    See("Ada's tokens: “4 cards from 4 different cities”, the first token (6)"),
    # Ben does the same, and is offered the second token.
    Choose("Ben: 0"),
    *card("Uppåkra", "art objects", 5),
    *card("Sorte Muld", None, 1),  # art objects again
    *card("Wisłoujście", "utility objects", 2),
    *card("Owidz", "religious objects", 2),
    Tap("Ben takes “4 cards from 4 different cities”, the second token (3)"),
    Tap("The game is over: count"),
    See("The count at the end"),
    See("Each player's cards in hand (at most 10) and influence tokens (at most 10), together:"),
    Type("Ada: unused cards and tokens", "3"),
    Type("Ben: unused cards and tokens", "5"),
    Tap("Final results"),
    See("Winner: Ben"),
]
SCRIPT = [*NEW_GAME, *PLAY]

EXPECTED = Sheet(
    players=(
        Sheeted(
            name="Ada",
            cards=(
                Card(points=3, city=City.uppakra, category=Category.coins),
                Card(points=2, city=City.sorte_muld, category=Category.weapons),
                Card(points=4, city=City.wisloujscie, category=Category.jewellery),
                Card(points=1, city=City.owidz, category=Category.coins),
            ),
            missions=(Token(mission=Mission.four_cities, points=6),),
            unused=3,
        ),
        Sheeted(
            name="Ben",
            cards=(
                Card(points=5, city=City.uppakra, category=Category.art),
                Card(points=1, city=City.sorte_muld, category=Category.art),
                Card(points=2, city=City.wisloujscie, category=Category.utility),
                Card(points=2, city=City.owidz, category=Category.religious),
            ),
            missions=(Token(mission=Mission.four_cities, points=3),),
            unused=5,
        ),
    )
)


def test_powers_from_new_game_to_the_saved_result(browser: Browser, server: Server) -> None:
    result = score(EXPECTED)
    # Ada: cards 10 + the first token 6 = 16; Ben: cards 10 + the second token 3 + the most unused 4 = 17.
    assert [standing.total for standing in result.players] == [16, 17]
    _, copied = check_played(browser, server, SCRIPT, "powers", "Game of Powers", EXPECTED, result)
    assert copied == ["1. Ben: 17 points, winner", "2. Ada: 16 points"]


def test_one_mission_token_an_action_the_next_in_the_next_round(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.open()
    four_coins = [card(city, "coins" if city == "Uppåkra" else None, 1) for city in CITIES]
    play(player, [*NEW_GAME, *[step for steps in four_coins for step in steps]])
    # Four coins from four cities meet two conditions: Ada takes one token, and is offered no other now.
    play(player, [Tap("Ada takes “4 cards from 4 different cities”, the first token (6)")])
    player.wait_text("Ada took a token in this action: the next one in the next round.")
    assert "4 cards of one category" not in player.words()
    play(player, [Tap("The round is over"), Tap("Ada takes “4 cards of one category”, the first token (8)")])
    player.wait_text(
        "Ada's tokens: “4 cards from 4 different cities”, the first token (6), "
        "“4 cards of one category”, the first token (8)"
    )


def test_a_card_past_the_most_points_is_refused_in_words(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.open()
    play(player, [*NEW_GAME, *card("Owidz", "coins", 21)])
    # Refused beside the field, as it is typed: no card prints more than 20 points.
    player.wait_text("At most 20")
    play(player, [See("0 of 52 cards laid out")])


def test_the_game_ends_with_the_round_the_deck_runs_out_in(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.open()
    play(player, [*NEW_GAME, Tap("The deck has run out")])
    player.wait_text("The deck has run out: the game ends with this round.")
    # The card laid says so above the buttons, which move down a line: the tap waits for that first.
    play(player, [*card("Owidz", "coins", 2), See("Last: Ada: Owidz, coins, 2 points")])
    play(player, [Tap("The round is over"), See("The count at the end")])


def test_unused_cards_and_tokens_past_the_limits_are_refused_in_words(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.open()
    play(player, [*NEW_GAME, Tap("The game is over: count"), Type("Ada: unused cards and tokens", "21")])
    # Refused beside the field: a player holds at most 10 cards and 10 influence tokens, 20 together.
    player.wait_text("At most 20")
    play(player, [Type("Ada: unused cards and tokens", "20"), Tap("Final results"), See("Winner: Ada")])


def test_a_resumed_game_keeps_the_player_chosen_and_the_card_half_entered(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.open()
    # Ben is chosen and his card's city and category are tapped; the app restarts before its points are typed.
    play(player, [*NEW_GAME, Choose("Ben: 0"), Choose("Owidz"), Choose("coins")])
    server.restart(player)
    play(player, [Resume("Game of Powers"), Type("Points on the card", "2"), See("Last: Ben: Owidz, coins, 2 points")])
