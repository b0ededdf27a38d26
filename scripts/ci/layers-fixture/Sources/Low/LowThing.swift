// Not compiled: the layering check's planted violation (scripts/ci/layers.sh --self-test).
// A mention in a comment, HighThing, or in a string is not a reference.
struct LowThing {
    let label = "HighThing"
    var high: HighThing?
}
