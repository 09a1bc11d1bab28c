// swift-tools-version:6.2
// libFuzzer targets for the library and the demo, kept out of the root package so that it stays
// dependency-free. See README.md here, and Scripts/fuzz.sh, for how to build and run them.
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "CarouselFuzz",
    platforms: [.macOS(.v10_15)],
    dependencies: [.package(name: "Carousel", path: "..")],
    targets: [
        // The library against the plain model of the property tests (linked from Tests/).
        .executableTarget(
            name: "CarouselFuzz",
            dependencies: [
                .product(name: "Carousel", package: "Carousel"),
                .product(name: "CarouselSimulation", package: "Carousel"),
            ],
            swiftSettings: strict),
        // The demo's sources (linked from Sources/, without its main.swift) from bytes to output.
        .executableTarget(
            name: "CarouselDemoFuzz",
            dependencies: [
                .product(name: "Carousel", package: "Carousel"),
                .product(name: "CarouselSimulation", package: "Carousel"),
            ],
            exclude: ["CarouselDemo/main.swift"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
