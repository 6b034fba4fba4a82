'use strict';
/**
 * The errors an implementation throws to answer a request with one of the protocol's error
 * objects (docs/protocol.md, "Errors"). Anything else it throws is answered as `internal`.
 */

/** A request answered with an error object of the protocol: `type` is its error type. */
class AdapterError extends Error {
  /**
   * @param {'unsupported'|'invalid-input'|'internal'} type
   * @param {string} message
   */
  constructor(type, message) {
    super(message);
    this.name = new.target.name;
    this.type = type;
  }
}

/** Something the implementation declares it does not do: the scenario is skipped, not failed. */
class Unsupported extends AdapterError {
  constructor(message) {
    super('unsupported', message);
  }
}

/** A request the implementation cannot read (a position it refuses, say): the scenario is errored. */
class InvalidInput extends AdapterError {
  constructor(message) {
    super('invalid-input', message);
  }
}

module.exports = { AdapterError, Unsupported, InvalidInput };
