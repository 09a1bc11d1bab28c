/// UIKit's `UIFeedbackGenerator`: a haptic the Taptic Engine plays. Nothing plays here.
@MainActor
open class UIFeedbackGenerator: NSObject {
    /// Not UIKit's API: the calls to ``prepare()`` so far.
    public private(set) var preparations = 0

    /// Wakes the Taptic Engine for a haptic soon; here only counted.
    open func prepare() { preparations += 1 }
}

/// UIKit's `UISelectionFeedbackGenerator`: the tick a picker plays as a new row is selected.
/// Here it counts the ticks asked for.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Not UIKit's API: the calls to ``selectionChanged()`` so far.
    public private(set) var selectionChanges = 0

    /// Plays the selection tick; here only counted.
    open func selectionChanged() { selectionChanges += 1 }
}
