// `import GuidebookRemote` brings the engine with it: an app that downloads content writes one import.
@_exported import Guidebook
