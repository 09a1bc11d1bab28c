// swift-tools-version:6.2
import PackageDescription

// Warnings are errors in this repository's own builds (CI and the scripts set CAROUSEL_STRICT=1),
// never in a dependent's build, where a newer compiler's new warning must not break anything.
let strict: [SwiftSetting] =
    Context.environment["CAROUSEL_STRICT"] == "1" ? [.treatAllWarnings(as: .error)] : []

let package = Package(
    name: "Carousel",
    // The language of CarouselUIKit's own words when the app's is none of the five it has.
    defaultLocalization: "en",
    // Identifiable and typed throws in the public API need these as the oldest Apple systems.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Carousel", targets: ["Carousel"]),
        .executable(name: "CarouselDemo", targets: ["CarouselDemo"]),
        .library(name: "CarouselSimulation", targets: ["CarouselSimulation"]),
        // A paging carousel view; its module is empty where UIKit does not exist.
        .library(name: "CarouselUIKit", targets: ["CarouselUIKit"]),
        // An endless carousel view for SwiftUI over CarouselUIKit's view; its module is empty
        // where SwiftUI or UIKit does not exist.
        .library(name: "CarouselSwiftUI", targets: ["CarouselSwiftUI"]),
        // The carousel view for AppKit; its module is empty where AppKit does not exist.
        .library(name: "CarouselAppKit", targets: ["CarouselAppKit"]),
    ],
    targets: [
        .target(
            name: "Carousel", swiftSettings: strict,
            // `rounded` and `truncatingRemainder` call libm, which Linux links only on request.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .executableTarget(
            name: "CarouselDemo", dependencies: ["Carousel", "CarouselSimulation"],
            swiftSettings: strict),
        // A UIScrollView stand-in, frame by frame, that drives scroll coordinators in tests.
        .target(
            name: "CarouselSimulation", dependencies: ["Carousel"], swiftSettings: strict,
            // `pow` comes from libm, which Linux links only on request.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Its resources: VoiceOver's words in five languages (a stringsdict a language).
        // CAROUSEL_UIKIT says where UIKit's views exist, for the sources it shares with
        // CarouselAppKit (symlinks there).
        .target(
            name: "CarouselUIKit", dependencies: ["Carousel"], resources: [.process("Resources")],
            swiftSettings: strict + [
                .define(
                    "CAROUSEL_UIKIT", .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst]))
            ]),
        .target(
            name: "CarouselSwiftUI", dependencies: ["Carousel", "CarouselUIKit"],
            swiftSettings: strict),
        // AppKit has no paging scroll view: the view scrolls by CarouselSimulation's model.
        // Its resources are CarouselUIKit's words (a folder symlink): VoiceOver's position.
        // CAROUSEL_APPKIT says it is on the Mac, for the sources it shares with CarouselUIKit.
        .target(
            name: "CarouselAppKit", dependencies: ["Carousel", "CarouselSimulation"],
            resources: [.process("Resources")],
            swiftSettings: strict + [.define("CAROUSEL_APPKIT", .when(platforms: [.macOS]))]),
        // The names UIKit and AppKit share (CoreGraphics', Core Animation's, the few of
        // Foundation's the adapters use), for the stand-ins; not a product.
        .target(name: "AppleStandIn", path: "Tests/AppleStandIn", swiftSettings: strict),
        // The UIKit names CarouselUIKit uses, over the simulated scroll view; not a product.
        .target(
            name: "UIKitStandIn", dependencies: ["AppleStandIn", "CarouselSimulation"],
            path: "Tests/UIKitStandIn", swiftSettings: strict),
        // The AppKit names CarouselAppKit uses; not a product.
        .target(
            name: "AppKitStandIn", dependencies: ["AppleStandIn"], path: "Tests/AppKitStandIn",
            swiftSettings: strict),
        // The seeded property-testing harness that the test targets share; not a product.
        .target(name: "PropertyTesting", path: "Tests/PropertyTesting", swiftSettings: strict),
        // The carousel sessions' one gesture vocabulary and the frame checks every driver feeds
        // (the simulation's, the UIKit and AppKit views', the fuzz target's); not a product.
        .target(
            name: "CarouselTestSupport", dependencies: ["Carousel", "PropertyTesting"],
            path: "Tests/CarouselTestSupport", swiftSettings: strict),
        .testTarget(
            name: "CarouselTests",
            dependencies: ["Carousel", "CarouselTestSupport", "PropertyTesting"],
            swiftSettings: strict),
        .testTarget(
            name: "CarouselDemoTests",
            dependencies: ["CarouselDemo", "Carousel", "PropertyTesting"],
            // Expected outputs the end-to-end tests read by path (the README and the contract article
            // quote them).
            exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "CarouselSimulationTests",
            dependencies: [
                "Carousel", "CarouselSimulation", "CarouselTestSupport", "PropertyTesting",
            ],
            swiftSettings: strict),
        // Compiles CarouselUIKit's own sources (symlinked) against the stand-in and runs them.
        .testTarget(
            name: "CarouselUIKitTests",
            dependencies: [
                "UIKitStandIn", "Carousel", "CarouselSimulation", "CarouselTestSupport",
                "PropertyTesting",
            ],
            // CarouselUIKit's words (a folder symlink), which its sources read from the
            // module's bundle here too.
            resources: [.process("Resources")],
            swiftSettings: strict + [.define("CAROUSEL_UIKIT_STAND_IN")]),
        // Compiles CarouselAppKit's own sources (a folder symlink) against the stand-in and runs
        // them.
        .testTarget(
            name: "CarouselAppKitTests",
            dependencies: [
                "AppKitStandIn", "Carousel", "CarouselSimulation", "CarouselTestSupport",
                "PropertyTesting",
            ],
            // The words its sources read from the module's bundle here too.
            resources: [.process("CarouselAppKit/Resources")],
            swiftSettings: strict + [.define("CAROUSEL_APPKIT_STAND_IN")]),
        // Compiles the UIKit parts of CarouselSwiftUI, and the CarouselUIKit view they drive
        // (folder symlinks to both targets' sources), against the stand-in and runs them; the
        // files that import SwiftUI compile to nothing here.
        .testTarget(
            name: "CarouselSwiftUITests",
            dependencies: [
                "UIKitStandIn", "Carousel", "CarouselSimulation", "CarouselTestSupport",
                "PropertyTesting",
            ],
            // CarouselUIKit's words, which its sources read from the module's bundle here too.
            resources: [.process("CarouselUIKit/Resources")],
            swiftSettings: strict + [
                .define("CAROUSEL_UIKIT_STAND_IN"), .define("CAROUSEL_SWIFTUI_STAND_IN"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
