import Foundation
import Guidebook
import Testing

@Suite struct SpotlightCoreGraphicsTests {
    @Test func aViewFrameBecomesASpotlightRectAndBackUnchanged() {
        let frame = CGRect(x: 300.5, y: 60, width: 44, height: -2)
        let rect = SpotlightRect(frame)
        #expect(rect == SpotlightRect(x: 300.5, y: 60, width: 44, height: -2))
        #expect(rect.isEmpty)
        #expect(rect.cgRect == frame)
        #expect(SpotlightPoint(x: 1.5, y: -3).cgPoint == CGPoint(x: 1.5, y: -3))
    }
}
