// Must not type-check: Apple's searchable(text:placement:prompt:) takes a Binding to the query,
// not the query itself.
import SwiftUI

struct SearchScreen: View {
    @State private var query = ""

    var body: some View {
        Text(verbatim: "Results").searchable(text: query)
    }
}
