/**
 * The specification as the rulebook reads it: the feature files parsed into features, scenarios and
 * steps ({@link arbiter.rulebook.spec.SpecReader}), their results against the reference
 * ({@link arbiter.rulebook.spec.Spec}) and the rule that a book prints only what passed
 * ({@link arbiter.rulebook.spec.Refusal}), descriptions as paragraphs, an example's statements about
 * legal moves, and the source notes of a ruleset's folder. Nothing here names a game.
 */
package arbiter.rulebook.spec;
