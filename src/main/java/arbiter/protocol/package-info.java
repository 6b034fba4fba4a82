/**
 * The adapter protocol (docs/protocol.md): JSON Lines over a child process's standard input and
 * output. {@link arbiter.protocol.ProtocolServer} speaks it for any Java
 * {@link arbiter.api.Implementation}; {@link arbiter.protocol.ProcessImplementation} drives a
 * program in any language through it and presents it as an Implementation.
 */
package arbiter.protocol;
