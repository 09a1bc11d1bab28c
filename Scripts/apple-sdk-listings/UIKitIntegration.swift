// What a reader of UIKitIntegration.md supplies for its listings (checked by
// Scripts/check-apple-sdk.sh): the app model, the apps to show and a page control.
import UIKit

struct App {
    var name: String
}

let apps = [App(name: "Maps"), App(name: "Notes"), App(name: "Weather")]
@MainActor let pageControl = UIPageControl()
