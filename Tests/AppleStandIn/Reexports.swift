// UIKit and AppKit re-export Foundation and with it Dispatch. The stand-ins declare the few
// Foundation names the adapters use themselves (Linux's Foundation would clash with them), and
// re-export Dispatch, which clashes with nothing.
@_exported import Dispatch
