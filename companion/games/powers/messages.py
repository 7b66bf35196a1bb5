"""The English of Game of Powers: the game's name, its terms, its problems and the lines of its total."""

from __future__ import annotations

from ...markers import N_, Nn_

EN: dict[str, str | tuple[str, str]] = {
    "game.powers": N_("Game of Powers"),
    "powers.city.uppakra": N_("Uppåkra"),
    "powers.city.sorte_muld": N_("Sorte Muld"),
    "powers.city.wisloujscie": N_("Wisłoujście"),
    "powers.city.owidz": N_("Owidz"),
    "powers.category.coins": N_("coins"),
    "powers.category.weapons": N_("weapons"),
    "powers.category.jewellery": N_("jewellery"),
    "powers.category.utility": N_("utility objects"),
    "powers.category.religious": N_("religious objects"),
    "powers.category.art": N_("art objects"),
    "powers.mission.four_cities": N_("4 cards from 4 different cities"),
    "powers.mission.five_one_city": N_("5 cards from one city"),
    "powers.mission.six_categories": N_("6 cards from 6 different categories"),
    "powers.mission.four_one_category": N_("4 cards of one category"),
    "powers.mission.two_of_each": N_("2 cards of each category"),
    "powers.problem.too_few_players": N_("Game of Powers needs at least {limit} players, not {count}"),
    "powers.problem.too_many_players": N_("Game of Powers takes at most {limit} players, not {count}"),
    "powers.problem.duplicate_player": N_("{player}: two players have this name"),
    "powers.problem.too_many_unused": N_(
        "{player}: {count} unused cards and influence tokens — a player holds at most {hand} cards and {influence}"
        " tokens"
    ),
    "powers.problem.card_points": N_("{player}: a card of {points} points — no card prints more than {limit}"),
    "powers.problem.missions_off": N_("{player}: holds mission tokens, but this game is played without missions"),
    "powers.problem.too_many_cards": N_("{count} cards played — the game has only {limit}"),
    "powers.problem.token_points": N_("{player}: no token of “{mission}” is worth {points}"),
    "powers.problem.token_city": N_(
        "{player}: “{mission}” — only the token of 5 cards from one city names a city, and it must"
    ),
    "powers.problem.mission_not_met": N_(
        "{player}: holds the token of “{mission}” but the cards played do not meet it"
    ),
    "powers.problem.mission_twice": N_("{player}: holds two tokens of “{mission}” — one per mission at most"),
    "powers.problem.token_twice": N_("The {points}-point token of “{mission}” is held twice"),
    "powers.problem.lower_token_first": N_(
        "The {points}-point token of “{mission}” is held, but nobody holds the higher one, taken first"
    ),
    "powers.line.cards": N_("Cards"),
    "powers.line.mission.four_cities": N_("4 cards from 4 different cities"),
    "powers.line.mission.five_one_city": N_("5 cards from one city"),
    "powers.line.mission.six_categories": N_("6 cards from 6 different categories"),
    "powers.line.mission.four_one_category": N_("4 cards of one category"),
    "powers.line.mission.two_of_each": N_("2 cards of each category"),
    "powers.line.bonus": N_("Bonus: unused cards and tokens"),
    # The screens at the table (`screens.py`).
    "powers.ui.new_game": N_("New game of Game of Powers"),
    "powers.ui.missions": N_("Missions"),
    "powers.ui.with_missions": N_("With missions"),
    "powers.ui.simplified": N_("Simplified: no missions"),
    "powers.ui.next_card": N_("{name}'s next card ({count} played): city, category, points"),
    "powers.ui.points_of_card": N_("Points on the card"),
    "powers.ui.city_and_category_first": N_("Choose the card's city and category first."),
    "powers.ui.card_played": Nn_(
        "{name}: {city}, {category}, {count} point", "{name}: {city}, {category}, {count} points"
    ),
    "powers.ui.token_taken": N_("{name} took the token of “{mission}”"),
    "powers.ui.action.round": N_("the end of a round"),
    "powers.ui.round_over": N_("The round is over"),
    "powers.ui.deck_out": N_("The deck has run out"),
    "powers.ui.last_round": N_("The deck has run out: the game ends with this round."),
    "powers.ui.action.deck": N_("the deck run out"),
    "powers.ui.action.ended": N_("end of the game"),
    "powers.ui.action.unused": N_("unused cards and tokens counted"),
    "powers.ui.action.finished": N_("final results"),
    "powers.ui.mission_in": N_("{mission}: {city}"),
    "powers.ui.first_token": N_("“{mission}”, the first token ({points})"),
    "powers.ui.second_token": N_("“{mission}”, the second token ({points})"),
    "powers.ui.now_meets": N_("{name} now meets a mission: {tokens}"),
    "powers.ui.meets": N_("{name}'s cards meet a mission; one token per action:"),
    "powers.ui.take": N_("{name} takes {token}"),
    "powers.ui.held": N_("{name}'s tokens: {tokens}"),
    "powers.ui.end": N_("The game is over: count"),
    "powers.ui.unused_hint": N_(
        "Each player's cards in hand (at most {hand}) and influence tokens (at most {influence}), together:"
    ),
    "powers.ui.cards_laid": N_("{count} of {all} cards laid out"),
    "powers.ui.unused_of": N_("{name}: unused cards and tokens"),
    "powers.ui.short.cards": N_("Cards"),
    "powers.ui.short.missions": N_("Missions"),
    "powers.ui.short.bonus": N_("Bonus"),
    "powers.refused.game_over": N_("The game is over."),
    "powers.refused.no_such_player": N_("There is no such player."),
    "powers.refused.no_cards_left": N_("All 52 cards are played already."),
    "powers.refused.no_token": N_("That token is not left for this player."),
    "powers.refused.one_token_an_action": N_("{name} took a token in this action: the next one in the next round."),
    "powers.refused.not_now": N_("Not at this point of the game."),
    "powers.refused.no_change": N_("That changes nothing."),
}
