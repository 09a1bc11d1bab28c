// UIKit re-exports Foundation and with it Dispatch. The stand-in declares the few Foundation
// names the adapter uses itself (Linux's Foundation would clash with them), and re-exports
// Dispatch, which clashes with nothing.
@_exported import Dispatch
