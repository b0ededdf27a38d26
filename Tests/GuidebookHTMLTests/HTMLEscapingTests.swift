import GuidebookHTML
import Testing

@Suite struct HTMLEscapingTests {
    @Test(arguments: [
        ("<b>Tom & Jerry</b>", "&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;"),
        ("\" onclick='x'", "&quot; onclick=&#39;x&#39;"),
        ("&lt;already&gt;", "&amp;lt;already&amp;gt;"),
        ("line\nbreak\ttab", "line\nbreak\ttab"),
        ("nul\u{0}bell\u{7}", "nulbell"),
        ("مرحبا 👋", "مرحبا 👋"),
    ])
    func textCannotOpenATagOrLeaveAnAttribute(input: String, expected: String) {
        #expect(HTMLEscaping.text(input) == expected)
        #expect(HTMLEscaping.attribute(input) == expected)
    }

    @Test func jsonInAScriptElementCannotCloseIt() {
        let json = #"["</script><script>x()</script>","a&b","\#u{2028}"]"#
        let safe = HTMLEscaping.scriptJSON(json)
        #expect(!safe.contains("<"))
        #expect(!safe.contains(">"))
        #expect(!safe.contains("&"))
        #expect(!safe.contains("\u{2028}"))
        #expect(safe == #"["\u003c/script\u003e\u003cscript\u003ex()\u003c/script\u003e","a\u0026b","\u2028"]"#)
    }
}
