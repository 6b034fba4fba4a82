/**
 * XYMYX in both its editions, side by side on the same machinery: legality at the first moment
 * ({@code XymyxLegality}), both moves carried out together ({@code Settlement}), then checks,
 * freezes and the end of the game ({@code TurnEnd}). The editions differ only in the hooks of
 * {@code XymyxEdition}, implemented by {@code Xymyx} (current) and {@code XymyxClassic}, and name
 * the clauses of their own texts through {@code Decision}. Everything is package-private except
 * {@link arbiter.reference.xymyx.XymyxRulesets}, the registry's entry.
 */
package arbiter.reference.xymyx;
