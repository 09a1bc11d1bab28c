import Carousel
func hello() -> Int { 42 }
print(hello())
