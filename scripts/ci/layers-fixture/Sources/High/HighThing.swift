// Not compiled: the layering check's fixture (scripts/ci/layers.sh --self-test).
struct HighThing {
    var low = LowThing()
}
