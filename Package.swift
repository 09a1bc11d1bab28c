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
        .target(
            name: "CarouselUIKit", dependencies: ["Carousel"], resources: [.process("Resources")],
            swiftSettings: strict),
        .target(
            name: "CarouselSwiftUI", dependencies: ["Carousel", "CarouselUIKit"],
            swiftSettings: strict),
        // The UIKit names CarouselUIKit uses, over the simulated scroll view; not a product.
        .target(
            name: "UIKitStandIn", dependencies: ["CarouselSimulation"], path: "Tests/UIKitStandIn",
            swiftSettings: strict),
        // The seeded property-testing harness that the test targets share; not a product.
        .target(name: "PropertyTesting", path: "Tests/PropertyTesting", swiftSettings: strict),
        // The carousel sessions' one gesture vocabulary and the frame checks every driver feeds
        // (the simulation's, the UIKit view's, the fuzz target's); not a product.
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
