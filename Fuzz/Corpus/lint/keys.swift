tutorials.show("Welcome")
show(key: "Edit")
let s = "show(\"no\")"
/* nested /* show("x") */ */
showTutorial("Tip\(n)")
let r = #"raw "quote""#
let m = """
  multi
  """
String(format: "%1$@ %2$lld %%", a, b)
