/**
 * The generated rulebook: per ruleset, a book built from the specification itself, so that every
 * example a player reads is a scenario that ran against the reference and passed.
 * {@link arbiter.rulebook.BookBuilder} parses the feature files, runs them, refuses a book with a
 * scenario that did not pass, and replays each example through the reference to draw it and say
 * what happened; {@link arbiter.rulebook.RulebookHtml} (XHTML through the templates of src/main/jte/rulebook,
 * also the source of the PDF) and
 * {@link arbiter.rulebook.RulebookMarkdown} print the {@link arbiter.rulebook.Book}, and
 * {@code arbiter.rulebook.files} writes it in the formats asked for (the PDF laid out from the XHTML). The turns are
 * told by the shared sentences of {@code arbiter.rulebook.story}, the feature files read by
 * {@code arbiter.rulebook.spec}; what one game says its own way comes from its part of the book, a
 * {@link arbiter.rulebook.GameBook} in {@code arbiter.rulebook.<game>} found through
 * {@link arbiter.rulebook.GameBooks}. Nothing here names a game: a ruleset with no part gets the
 * shared words.
 */
package arbiter.rulebook;
