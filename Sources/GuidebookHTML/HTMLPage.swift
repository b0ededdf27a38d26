/// One page's shell: the document head with a strict Content-Security-Policy, the
/// shared style sheet, the top bar with the language switcher, and the one script.
/// Only the nonce'd `<style>` and `<script>` elements may run or style anything.
struct HTMLPage {
    /// A link in the top bar or the language switcher.
    struct Link {
        var title: String
        var href: String
        var isCurrent = false
        var language: String? = nil
    }

    var title: String
    var language: String
    var direction: String
    var navigation: [Link]
    var languages: [Link]
    /// The page's content, already escaped HTML.
    var body: String
    /// The language switcher's accessibility label, in the page's language.
    var languagesLabel = "Language"
    /// Extra style rules (generated, never content).
    var extraStyle = ""
    /// Body classes (generated, never content).
    var bodyClass = ""

    func render(nonce: String) -> String {
        let n = HTMLEscaping.attribute(nonce)
        let policy = [
            "default-src 'none'", "style-src 'nonce-\(n)'", "script-src 'nonce-\(n)'", "img-src data:",
            "base-uri 'none'", "form-action 'none'", "object-src 'none'",
        ].joined(separator: "; ")
        var html = "<!DOCTYPE html>\n"
        html += "<html lang=\"\(HTMLEscaping.attribute(language))\" dir=\"\(direction)\">\n<head>\n"
        html += "<meta charset=\"utf-8\">\n"
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<meta name=\"referrer\" content=\"no-referrer\">\n"
        html += "<title>\(HTMLEscaping.text(title))</title>\n"
        html += "<style nonce=\"\(n)\">\n\(HTMLStyle.sheet)\n\(extraStyle)</style>\n"
        html += "</head>\n<body class=\"\(bodyClass)\">\n"
        html += "<header class=\"topbar\"><nav class=\"sections\">"
        for link in navigation { html += anchor(link) }
        html += "</nav>"
        if languages.count > 1 {
            html += "<nav class=\"languages\" aria-label=\"\(HTMLEscaping.attribute(languagesLabel))\">"
            for link in languages { html += anchor(link) }
            html += "</nav>"
        }
        html += "</header>\n<main>\n\(body)\n</main>\n"
        html += "<script nonce=\"\(n)\">\n\(HTMLScript.source)\n</script>\n</body>\n</html>\n"
        return html
    }

    private func anchor(_ link: Link) -> String {
        var html = "<a href=\"\(HTMLEscaping.attribute(link.href))\""
        if link.isCurrent { html += " aria-current=\"page\"" }
        if let language = link.language {
            html += " lang=\"\(HTMLEscaping.attribute(language))\" hreflang=\"\(HTMLEscaping.attribute(language))\""
        }
        return html + ">\(HTMLEscaping.text(link.title))</a>"
    }
}
