/// Renders Guidebook cards and help books to HTML (see `HTMLSite`).
public enum GuidebookHTML {}
