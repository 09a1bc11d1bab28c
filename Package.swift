// swift-tools-version:6.2
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "Carousel",
    products: [
        .library(name: "Carousel", targets: ["Carousel"]),
        .executable(name: "CarouselDemo", targets: ["CarouselDemo"]),
    ],
    targets: [
        .target(name: "Carousel", swiftSettings: strict),
        .executableTarget(name: "CarouselDemo", dependencies: ["Carousel"], swiftSettings: strict),
        .testTarget(name: "CarouselTests", dependencies: ["Carousel"], swiftSettings: strict),
        .testTarget(
            name: "CarouselDemoTests", dependencies: ["CarouselDemo", "Carousel"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
