#!/usr/bin/env python3
"""Checks the UIKit/SwiftUI/Combine/Foundation type-check stubs against the committed facts: Apple's declarations
as read, one a line (Facts/*.facts: id <TAB> source <TAB> declaration).

Every public or open declaration in a stub (and every enum case) must follow a `// fact: <id>`
comment naming a fact, and must not be looser than it:

- isolation: Apple's `NS_SWIFT_UI_ACTOR` / `@MainActor` (on the declaration, or on the class a
  member belongs to) must be `@MainActor` in the stub; `NS_SWIFT_NONISOLATED` / `nonisolated`
  must not be main-actor isolated;
- optionality: no more optionals (`?`, `!`) than Apple's nullability annotations (`nullable`,
  `_Nullable`, `__nullable`, `null_resettable`) or Swift optionals;
- types: every type a member names must be the one Apple names (Swift name or its Objective-C
  spelling, e.g. `String` for `NSString *`); `Any` only where Apple has `id` / `Any`;
- read-only: no setter where Apple has `readonly` / `{ get }`;
- availability: the stub's `@available(iOS N, *)` where the header says `API_AVAILABLE(ios(N))`;
- open: a class imported from Objective-C (and its instance members) is `open`;
- Swift forms (documentation pages): the stub's signature equals Apple's once access modifiers,
  bodies and initial values are removed;
- .swiftinterface declarations (SwiftUI): the stub's attributes, signature and accessors equal
  Apple's exactly, once distribution-only attributes and module qualifiers are removed
  (normalize_interface) - isolation, availability, types, optionals and defaults included;
- `stub-only` facts: declarations a stub needs that Apple's interface does not print (the
  `body` of primitive views); the stub must match the fact, which says why it exists.

Every fact must be used. Usage:
  check_facts.py STUB_DIR FACTS_FILE      check; exit 1 with one line per problem
                                          (STUB_DIR may list several directories, joined by ':')
  check_facts.py --self-test STUB_DIR FACTS_FILE
                                          loosen copies of the stubs in known ways and show that
                                          each is caught (exit 1 if one is not)
"""

import os
import re
import shutil
import sys
import tempfile

FACT_COMMENT = re.compile(r"//\s*fact:\s*(.+?)(?:\s+—.*)?$")
DECL = re.compile(
    r"^((?:@\w+(?:\([^)]*\))?\s+)*)((?:nonisolated\s+)?)(public|open)\s+(.*)$")
CASE = re.compile(r"^case\s+`?\w+")  # `default` is a case name in backticks
REQUIREMENT = re.compile(r"^(static\s+)?(func|var|init)\b")
TYPE_KIND = re.compile(r"\b(class|struct|enum|protocol)\s+(\w+)")
# Swift spelling -> spellings that count as the same type in an Objective-C header.
OBJC_SPELLING = {
    "String": ["NSString"], "Bool": ["BOOL"], "Int": ["NSInteger"], "UInt": ["NSUInteger"],
    "UInt64": ["uint64_t"], "UInt32": ["uint32_t"], "TimeInterval": ["NSTimeInterval"],
    "Set": ["NSSet"], "Array": ["NSArray"], "URL": ["NSURL"],
    "UIView.AutoresizingMask": ["UIViewAutoresizing"], "UIFont.TextStyle": ["UIFontTextStyle"],
    "UIFont.Weight": ["UIFontWeight"],
    "UIAccessibility.Notification": ["UIAccessibilityNotifications"],
    "NSNotification.Name": ["NSNotificationName"], "NSAttributedString.Key": ["NSAttributedStringKey"],
    "Bundle": ["NSBundle"], "NSRange": ["NSRange"], "IndexPath": ["NSIndexPath"],
    "UITableView.Style": ["UITableViewStyle"], "UITableViewCell.CellStyle": ["UITableViewCellStyle"],
    "UITableViewCell.AccessoryType": ["UITableViewCellAccessoryType"],
    "UIWindow.Level": ["UIWindowLevel"], "UIFontDescriptor.SymbolicTraits": ["UIFontDescriptorSymbolicTraits"],
}
IGNORED_TYPES = {"Void", "Self"}
NULLABILITY = re.compile(r"(?<![\w])(nullable|_Nullable|__nullable|null_resettable|null_unspecified)(?![\w])")


class Decl:
    def __init__(self, path, line_no, fact_id, attrs, text, parents, kind, name):
        self.path, self.line_no, self.fact_id = path, line_no, fact_id
        self.attrs, self.text, self.parents, self.kind, self.name = attrs, text, parents, kind, name

    def where(self):
        return f"{self.path}:{self.line_no}"


def read_facts(path):
    facts = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 3:
                raise SystemExit(f"{path}:{number}: a fact is id<TAB>source<TAB>declaration")
            facts[parts[0]] = (parts[1], parts[2])
    return facts


def read_stubs(stub_dir):
    """Every stub declaration with its fact id, attributes, enclosing types and kind."""
    decls, problems, isolated_types, protocols = [], [], set(), set()
    for root, _, files in os.walk(stub_dir):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(root, file)
            lines = open(path, encoding="utf-8").read().split("\n")
            fact_id, attrs, stack, depth = None, [], [], 0
            pending = ""
            for number, raw in enumerate(lines, 1):
                # A declaration wrapped over several lines is read as one.
                if pending:
                    raw = pending + " " + raw.strip()
                opens_var_body = re.search(r"\bvar\b", raw) is not None and DECL.match(raw.strip()) is not None
                # A declaration swift-format wrapped after its parameters: a `where` clause, a
                # return type or generic arguments go on below.
                following = lines[number].strip() if number < len(lines) else ""
                wrapped = (DECL.match(raw.strip()) is not None or CASE.match(raw.strip()) is not None) and (
                    raw.rstrip().endswith(("<", "->", " where", ",")) or re.match(r"^(where\b|->|>)", following) is not None)
                if raw.count("(") > raw.count(")") or (opens_var_body and raw.count("{") > raw.count("}")) or wrapped:
                    pending = raw
                    continue
                pending = ""
                line = raw.strip()
                comment = FACT_COMMENT.search(line) if line.startswith("//") else None
                if comment:
                    fact_id = comment.group(1).strip()
                elif line.startswith("@") and not DECL.match(line):
                    attrs.append(line)
                elif line and not line.startswith("//"):
                    match = DECL.match(line)
                    owner_now = next((name for name, _ in reversed(stack) if name), None)
                    if not match and owner_now in protocols and REQUIREMENT.match(line):
                        match = DECL.match("public " + line)  # a protocol requirement: public with its protocol
                    is_case = CASE.match(line) is not None
                    if match or is_case:
                        text = line
                        kind_match = TYPE_KIND.search(match.group(4)) if match else None
                        kind = kind_match.group(1) if kind_match and not re.search(r"\b(func|var|let|init)\b", match.group(4).split("{")[0]) else ("case" if is_case else "member")
                        name = kind_match.group(2) if kind != "member" and kind != "case" else None
                        all_attrs = attrs + ([match.group(1)] if match and match.group(1) else [])
                        decl = Decl(path, number, fact_id, " ".join(all_attrs), text, list(stack), kind, name)
                        decl.before = " ".join(attrs)  # the attribute lines above it
                        if fact_id is None:
                            problems.append(f"{decl.where()}: no fact: `{text}` has no `// fact:` comment naming what it copies")
                        decls.append(decl)
                        if kind == "protocol":
                            protocols.add(name)
                        if kind in ("class", "struct", "enum", "protocol") and "@MainActor" in decl.attrs + text.split(kind)[0]:
                            isolated_types.add(name)
                    elif line.startswith("extension "):
                        pass
                    fact_id, attrs = None, []
                    opened = raw.count("{") - raw.count("}")
                    if opened > 0:
                        type_match = TYPE_KIND.search(line) if (DECL.match(line) or line.startswith("extension")) else None
                        ext = re.match(r"extension\s+([\w.]+)", line)
                        owner = type_match.group(2) if type_match and not re.search(r"\b(func|var|let|init)\b", line.split("{")[0]) else (ext.group(1) if ext else None)
                        for _ in range(opened):
                            stack.append((owner, depth))
                            depth += 1
                            owner = None
                    elif opened < 0:
                        for _ in range(-opened):
                            if stack:
                                stack.pop()
                            depth -= 1
    return decls, problems, isolated_types


def signature(text):
    """The declaration up to its body or initial value (a type alias keeps its type)."""
    if re.search(r"\btypealias\b", text):
        return text.strip()
    if re.search(r"\b(var|let)\b", text) and not re.search(r"\b(func|init)\b", text):
        text = re.sub(r"\{.*$", "", text)
        text = re.sub(r"\s=\s.*$", "", text)  # a stored value's initial value
    else:
        text = re.sub(r"\s*\{[^{}]*(\{[^{}]*\}[^{}]*)*\}\s*$", "", text)  # the body
        text = re.sub(r"\s*\{\s*$", "", text)  # a body that goes on below
    return text.strip()


def accessors(text):
    body = text[text.find("{"):] if "{" in text else ""
    if re.search(r"\b(var)\b", signature(text)):
        if not body:
            return "get set"
        return "get set" if re.search(r"\bset\b", body) else "get"
    return None


def type_names(sig, own_name):
    sig = re.sub(r"@\w+(\([^)]*\))?", "", sig)
    names = re.findall(r"\b[A-Z]\w*(?:\.[A-Z]\w*)*", sig)
    return [n for n in names if n != own_name and n not in IGNORED_TYPES]


def fact_parents(fact_id):
    parts = fact_id.split(".")
    return [".".join(parts[:i]) for i in range(len(parts) - 1, 0, -1)]


def fact_is_objc(source, text=""):
    """An Objective-C declaration: read in a header, or quoted in Objective-C on a documentation page."""
    return source.endswith(".h") or re.match(r"^(extern|UIKIT_EXTERN|@property|@interface|@class|@protocol|typedef|[-+] \()", text) is not None


def fact_main_actor(fact_id, facts, decl_kind):
    source, text = facts[fact_id]
    if "NS_SWIFT_NONISOLATED" in text or re.search(r"\bnonisolated\b", text):
        return False
    if "NS_SWIFT_UI_ACTOR" in text or "@MainActor" in text:
        return True
    if decl_kind in ("class", "struct", "enum", "protocol") or text.startswith("typedef") or re.match(r"^(@\w+\s+)*(struct|enum|class)\s", text):
        return False
    for parent in fact_parents(fact_id):
        if parent in facts:
            parent_text = facts[parent][1]
            return "NS_SWIFT_UI_ACTOR" in parent_text or ("@MainActor" in parent_text and " class " in f" {parent_text} ")
    return False


def stub_isolated(decl, isolated_types):
    own = decl.attrs + " " + decl.text.split("{")[0]
    if re.search(r"\bnonisolated\b", own):
        return False
    if "@MainActor" in own:
        return True
    if decl.kind in ("class", "struct", "enum", "protocol"):
        return False
    owner = next((name for name, _ in reversed(decl.parents) if name), None)
    return owner in isolated_types if owner else False


def normalize_swift(text):
    text = re.sub(r"\b(public|open|final|override|required|convenience|dynamic)\s+", "", text)
    # Apple's pages print an Objective-C class constant as `class let`, which Swift source cannot
    # declare; a stub says `static let`, which is called the same way.
    text = re.sub(r"\bclass let\b", "static let", text)
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", text))  # a declaration wrapped over lines
    text = re.sub(r"\s+:", ":", text)  # Apple's pages print `where V : Equatable`, swift-format `V: Equatable`
    return text.strip()


INTERFACE_DROPPED = re.compile(
    r"@(inlinable|_alwaysEmitIntoClient|frozen|usableFromInline)\b|@_originallyDefinedIn\([^)]*\)"
    r"|@_typeEraser\([^)]*\)|@_semantics\([^)]*\)")
MODULE_QUALIFIER = re.compile(
    r"(?<![\w.])(Swift|SwiftUICore|SwiftUI|CoreFoundation|CoreGraphics|Foundation|Combine|_Concurrency)\.(?=[A-Za-z_])")


def normalize_interface(text):
    """A declaration from a .swiftinterface (or a stub copying one) in a comparable form: attributes
    that only concern binary distribution dropped (@inlinable, @frozen, @_originallyDefinedIn, ...),
    module qualifiers removed (`SwiftUICore.View` is `View` in a stub module named SwiftUI),
    `@_functionBuilder` spelled `@resultBuilder`, access modifiers and spacing normalized. Isolation
    (@MainActor, @preconcurrency, nonisolated), availability, labels, types, optionality, default
    values and accessors stay, so the comparison is exact for everything that decides a call."""
    text = INTERFACE_DROPPED.sub("", text)
    text = text.replace("@_functionBuilder", "@resultBuilder")
    text = MODULE_QUALIFIER.sub("", text)
    text = re.sub(r"\s*\{\s*$", "", text.strip())
    text = normalize_swift(text)
    text = re.sub(r"\s+:", ":", text)
    text = re.sub(r"\s+>", ">", re.sub(r"<\s+", "<", text))  # generic arguments wrapped over lines
    return text.strip()


def interface_form(text, before=""):
    """A declaration as the interface prints it: its attributes, its signature without a body or
    initial value and, for a property, its accessors (a stored `var` is `{ get set }`). Used for
    the stub and for the fact alike."""
    sig = signature(text)
    form = " ".join([before, sig]).strip()
    body = text[text.find("{"):] if "{" in text else ""
    if re.search(r"\bvar\b", sig) and not re.search(r"\b(func|init)\b", sig):
        if not body:
            form += " { get set }"
        elif re.search(r"\bnonmutating\s+set\b", body):
            form += " { get nonmutating set }"
        elif re.search(r"\bset\b", body):
            form += " { get set }"
        else:
            form += " { get }"
    return normalize_interface(form)


def check(stub_dirs, facts_path):
    facts = read_facts(facts_path)
    decls, problems, isolated_types = [], [], set()
    for stub_dir in stub_dirs.split(os.pathsep) if isinstance(stub_dirs, str) else stub_dirs:
        more_decls, more_problems, more_isolated = read_stubs(stub_dir)
        decls += more_decls
        problems += more_problems
        isolated_types |= more_isolated
    used = set()
    objc_classes = set()
    for decl in decls:
        if decl.fact_id is None:
            continue
        if decl.fact_id not in facts:
            problems.append(f"{decl.where()}: no fact: `{decl.fact_id}` is not in {os.path.basename(facts_path)}")
            continue
        used.add(decl.fact_id)
        source, fact = facts[decl.fact_id]
        if fact.startswith("/documentation/"):
            continue  # a namespace named by its members' pages
        if ".swiftinterface" in source or source.startswith("stub-only"):
            # Read in Apple's .swiftinterface (or a declaration the stubs need that the interface
            # does not print, named as such): the stub must say exactly what Apple says.
            stub_form, fact_form = interface_form(decl.text, decl.before), interface_form(fact)
            if stub_form != fact_form:
                problems.append(f"{decl.where()}: differs from Apple's: `{stub_form}` against `{fact_form}`")
            continue
        objc = fact_is_objc(source, fact)
        sig = signature(decl.text)
        isolated = stub_isolated(decl, isolated_types)
        wants_main = fact_main_actor(decl.fact_id, facts, decl.kind)
        says_nonisolated = "NS_SWIFT_NONISOLATED" in fact or re.search(r"\bnonisolated\b", fact)
        if wants_main and not isolated:
            problems.append(f"{decl.where()}: missing @MainActor: Apple's `{decl.fact_id}` is main-actor isolated")
        if says_nonisolated and isolated:
            problems.append(f"{decl.where()}: isolated where Apple's `{decl.fact_id}` is nonisolated")
        # Optionals.
        stub_optionals = len(re.findall(r"[\w\])>]\s*[?!]", sig))
        fact_optionals = len(NULLABILITY.findall(fact)) if objc else len(re.findall(r"[\w\])>]\s*[?!]", fact))
        if stub_optionals > fact_optionals:
            problems.append(f"{decl.where()}: optional where Apple has none: `{sig}` against `{fact}`")
        # Setters.
        stub_access = accessors(decl.text)
        if stub_access == "get set":
            read_only = ("readonly" in fact) if objc else ("{ get }" in fact or re.search(r"\blet\b", fact) is not None)
            if read_only:
                problems.append(f"{decl.where()}: settable where Apple's `{decl.fact_id}` is read-only")
        # Types named by members.
        implied_raw = "rawValue" in sig and not objc  # a page without the raw type: not checked
        if decl.kind in ("member", "case") and not implied_raw:
            type_text = fact
            if re.match(r"^\w+\s*(=[^;]*)?,?$", fact):  # an enum or option constant: its type is the typedef's
                type_text = " ".join(facts[p][1] for p in fact_parents(decl.fact_id) if p in facts)
            for name in type_names(sig, decl.fact_id.split(".")[-1]):
                spellings = [name] + OBJC_SPELLING.get(name, [])
                if name in ("Any", "AnyObject"):
                    spellings = ["id"] if objc else ["Any"]
                if not any(re.search(r"(?<![\w.])" + re.escape(s) + r"(?![\w])", type_text) for s in spellings):
                    problems.append(f"{decl.where()}: wider type: `{name}` is not the type in Apple's `{fact}`")
        # Availability.
        if objc and "rawValue" not in sig:
            available = re.search(r"API_AVAILABLE\(((?:[^()]|\([^()]*\))*)\)", fact)
            version = re.search(r"\bios\(([\d.]+)\)", available.group(1)) if available else None
            if version:
                stub_version = re.search(r"@available\(iOS ([\d.]+)", decl.attrs)
                if not stub_version or stub_version.group(1) != version.group(1):
                    problems.append(f"{decl.where()}: availability: Apple's `{decl.fact_id}` is iOS {version.group(1)}+, the stub says {stub_version.group(1) if stub_version else 'nothing'}")
        # Open classes and members.
        is_objc_class = decl.kind == "class" and (("@interface" in fact) or (not objc and re.search(r"\bclass\s+\w+", fact) and "final" not in fact))
        if is_objc_class:
            objc_classes.add(decl.name)
            if not re.search(r"\bopen\s+class\b", decl.text):
                problems.append(f"{decl.where()}: not open: `{decl.name}` is an Objective-C class, open to subclassing")
        owner = next((name for name, _ in reversed(decl.parents) if name), None)
        if decl.kind == "member" and owner in objc_classes and re.search(r"\b(func|var)\b", sig) and not re.search(r"\bstatic\b", sig):
            if not re.search(r"\bopen\b", sig):
                problems.append(f"{decl.where()}: not open: members of Objective-C classes can be overridden")
        # Swift forms: the same signature.
        if not objc and decl.kind in ("member", "case") and not implied_raw:
            stub_form = normalize_swift(sig)
            if stub_access:
                stub_form += " { " + stub_access + " }"
            if normalize_swift(fact) != stub_form:
                problems.append(f"{decl.where()}: differs from Apple's: `{stub_form}` against `{fact}`")
        elif not objc and decl.kind in ("class", "struct", "enum"):
            stub_form = normalize_swift(re.sub(r":.*$", "", sig))
            if normalize_swift(fact) != stub_form:
                problems.append(f"{decl.where()}: differs from Apple's: `{stub_form}` against `{fact}`")
    for fact_id in facts:
        if fact_id not in used:
            problems.append(f"{facts_path}: unused fact `{fact_id}`: remove it or the stub that should name it")
    return problems


MUTATIONS = [
    ("UITextView.swift", "@MainActor open class UITextView", "open class UITextView", "missing @MainActor"),
    ("UIView.swift", "open var bounds: CGRect {", "open var bounds: CGRect? {", "optional where Apple has none"),
    ("UIView.swift", "open var frame: CGRect {", "open var frame: Any {", "wider type"),
    ("UIView.swift", "withDuration duration: TimeInterval", "withDuration duration: Any", "wider type"),
    ("UIView.swift", "    // fact: UIView.alpha — UIView.h, iPhoneOS17.0.sdk\n", "", "no fact"),
    ("UIScene.swift", "open var windows: [UIWindow] { stub() }", "open var windows: [UIWindow] { get { stub() } set {} }", "settable where"),
    ("UIScene.swift", "    @available(iOS 15.0, *)\n    open var keyWindow", "    open var keyWindow", "availability"),
    ("UIAccessibility.swift", "argument: Any?) {}", "argument: Any?, delay: Double) {}", "differs from Apple's"),
    ("UIWindow.swift", "@MainActor open class UIWindow", "@MainActor public class UIWindow", "not open"),
    ("UIAccessibility.swift", "nonisolated public static let screenChanged", "@MainActor public static let screenChanged", "isolated where"),
    ("UITableView.swift", "withIdentifier identifier: String)", "withIdentifier identifier: Any)", "wider type"),
    ("UITableView.swift", "case insetGrouped = 2", "case insetGrouped = 2\n        // fact: UITableView.Style.insetGrouped — UITableView.h, iPhoneOS17.0.sdk\n        case plain = 0", "availability"),
]


# The same for the Combine stubs (Facts/Combine.facts).
COMBINE_MUTATIONS = [
    ("Combine.swift", "public final func send() {}", "public final func send(_ value: Any) {}", "differs from Apple's"),
    ("Combine.swift", "public var objectWillChange: ObservableObjectPublisher {", "public var objectWillChange: ObservableObjectPublisher? {", "optional where Apple has none"),
    ("Combine.swift", "public final class ObservableObjectPublisher", "@MainActor public final class ObservableObjectPublisher", "differs from Apple's"),
    ("Combine.swift", "    // fact: ObservableObjectPublisher.send()\n", "", "no fact"),
]

# The same for the SwiftUI stubs (Facts/SwiftUI.facts): isolation, an availability, a default, a
# missing fact, an optional where Apple has none.
SWIFTUI_MUTATIONS = [
    ("View.swift", "@preconcurrency @MainActor public protocol View {", "public protocol View {", "differs from Apple's"),
    ("Navigation.swift", "@MainActor @preconcurrency public struct Button<Label>", "public struct Button<Label>", "differs from Apple's"),
    ("Environment.swift", "public var accessibilityReduceMotion: Bool { false }",
     "public var accessibilityReduceMotion: Bool {\n        get { false }\n        set {}\n    }", "differs from Apple's"),
    ("Layout.swift", "spacing: CGFloat? = nil, @ViewBuilder content", "spacing: CGFloat = 0, @ViewBuilder content", "differs from Apple's"),
    ("Modifiers.swift", "    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)\n    nonisolated public func overlay",
     "    nonisolated public func overlay", "differs from Apple's"),
    ("Accessibility.swift", "    // fact: View.accessibilityAddTraits(_:) — SwiftUI\n", "", "no fact"),
    ("Accessibility.swift", "_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void\n",
     "_ actionKind: AccessibilityActionKind = .default, _ handler: (() -> Void)?\n", "differs from Apple's"),
    # The role look's and styled fonts' declarations (issue 27): one from the interface, one from a page.
    ("Text.swift", "relativeTo textStyle: Font.TextStyle)", "relativeTo textStyle: Font.TextStyle = .body)",
     "differs from Apple's"),
    ("Shape.swift", "strokeBorder(lineWidth: CGFloat = 1,", "strokeBorder(lineWidth: CGFloat = 2,", "differs from Apple's"),
]


# The same for the Foundation stub the iCloud store is checked against (Facts/FoundationUbiquity.facts):
# the class's availability and openness, a wider and an optional type, a setter, a missing fact.
FOUNDATION_UBIQUITY_MUTATIONS = [
    ("NSUbiquitousKeyValueStore.swift", "@available(iOS 5.0, *)\nopen class", "open class", "availability"),
    ("NSUbiquitousKeyValueStore.swift", "open class NSUbiquitousKeyValueStore", "public class NSUbiquitousKeyValueStore",
     "not open"),
    ("NSUbiquitousKeyValueStore.swift", "set(_ aData: Data?, forKey", "set(_ aData: Any?, forKey", "wider type"),
    ("NSUbiquitousKeyValueStore.swift", "ChangeReasonKey: String = stub()", "ChangeReasonKey: String? = stub()",
     "optional where Apple has none"),
    ("NSUbiquitousKeyValueStore.swift", "open class var `default`: NSUbiquitousKeyValueStore { stub() }",
     "open class var `default`: NSUbiquitousKeyValueStore {\n        get { stub() }\n        set {}\n    }",
     "differs from Apple's"),
    ("NSUbiquitousKeyValueStore.swift",
     "    // fact: NSUbiquitousKeyValueStore.synchronize() — developer.apple.com/documentation/foundation/nsubiquitouskeyvaluestore/synchronize()\n",
     "", "no fact"),
]


def self_test(stub_dir, facts_path):
    if check(stub_dir, facts_path):
        print("self-test: the real stubs must pass first")
        return 1
    failures = 0
    mutations = {"SwiftUI.facts": SWIFTUI_MUTATIONS, "Combine.facts": COMBINE_MUTATIONS,
                 "FoundationUbiquity.facts": FOUNDATION_UBIQUITY_MUTATIONS}.get(os.path.basename(facts_path), MUTATIONS)
    stub_dirs = stub_dir.split(os.pathsep)
    root = os.path.dirname(stub_dirs[0].rstrip("/")) if len(stub_dirs) > 1 else None
    for file, old, new, expected in mutations:
        with tempfile.TemporaryDirectory() as temp:
            if root:
                copies = []
                for directory in stub_dirs:
                    copy_dir = os.path.join(temp, os.path.basename(directory.rstrip("/")))
                    shutil.copytree(directory, copy_dir)
                    copies.append(copy_dir)
                copy = os.pathsep.join(copies)
                path = os.path.join(temp, file)
            else:
                copy = os.path.join(temp, "stubs")
                shutil.copytree(stub_dir, copy)
                path = os.path.join(copy, file)
            text = open(path, encoding="utf-8").read()
            if old not in text:
                print(f"self-test: `{old}` is no longer in {file}; update the mutation")
                failures += 1
                continue
            open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))
            problems = check(copy, facts_path)
            if any(expected in problem for problem in problems):
                print(f"self-test: caught ({expected}): {file}: `{old.strip()}` -> `{new.strip()}`")
            else:
                print(f"self-test: NOT caught ({expected}): {file}: `{old.strip()}` -> `{new.strip()}`")
                failures += 1
    return 1 if failures else 0


def main(argv):
    if len(argv) == 4 and argv[1] == "--self-test":
        return self_test(argv[2], argv[3])
    if len(argv) != 3:
        print(__doc__)
        return 2
    problems = check(argv[1], argv[2])
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"facts: every stub declaration in {argv[1]} matches {argv[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
