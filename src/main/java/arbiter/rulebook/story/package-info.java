/**
 * The rulebook's sentences, shared by every game: {@link arbiter.rulebook.story.Sentences} tells a
 * turn from the reference's events and outcome the way of the ruleset's
 * {@link arbiter.rulebook.story.TurnTelling}, which a game's part of the book
 * ({@link arbiter.rulebook.GameBook}) adapts; the stories of the event kinds any ruleset may report
 * (castlings, captures cancelled or chained, moves stopped or bounced, collisions, checks) are here,
 * so a ruleset with no part of its own is still told. Nothing here names a game.
 */
package arbiter.rulebook.story;
