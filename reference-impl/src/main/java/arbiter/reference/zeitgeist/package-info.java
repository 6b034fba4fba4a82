/**
 * Zeitgeist in the reference: both written moves are made at once, then the text's conflict rules
 * 1 to 5 are applied in rounds until the board is stable ({@code Settlement}: {@code MovementRules}
 * for rules 1 and 2, {@code SquareRules} for rules 3 to 5), then promotion ({@code Placement}),
 * check and the end ({@code TurnEnd}). What may be written is {@code Writable}. The public entry is
 * {@link arbiter.reference.zeitgeist.ZeitgeistRulesets#all()}.
 */
package arbiter.reference.zeitgeist;
