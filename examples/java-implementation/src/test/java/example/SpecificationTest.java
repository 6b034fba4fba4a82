package example;

import arbiter.kit.ArbiterSpecification;

/** Arbiter's specification, run against this project's implementation (the one it registers). */
class SpecificationTest extends ArbiterSpecification {
}
