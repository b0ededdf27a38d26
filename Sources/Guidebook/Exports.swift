// Apps write `import Guidebook` only: the readers and diagnostics they meet are re-exported.
@_exported import GuidebookParsing
