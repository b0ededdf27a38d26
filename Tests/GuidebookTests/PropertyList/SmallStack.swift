import Foundation

/// Runs `body` on a thread with a 512 KB stack, the size of a secondary thread on iOS, and
/// waits for it: deep input must end in a typed error there too, not a stack overflow.
func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
}
