@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// Presents one inline card in its view's slot, beside the queue. When the view it was in
    /// left while another view for the same key took its place (a screen pushed again), the
    /// card, ended as cancelled, is asked for again so that it shows in the new view.
    func presentInline(_ request: Request) async {
        let before = inlineSlot(for: request.scene)
        let outcome = await present(request)
        finish(request, outcome)
        guard case .dismissed(.cancelled, _) = outcome, let after = inlineSlot(for: request.scene), after !== before
        else { return }
        show(request.key)
    }

    /// The inline view's slot registered for `scene` now, if the scene is one.
    private func inlineSlot(for scene: TutorialScene) -> TutorialInlineSlot? {
        state.withLock { $0.scenes[scene] as? TutorialInlineSlot }
    }

    /// Forgets `slot`'s registration for its key, unless another view's slot has taken its place.
    func forgetInlineSlot(_ slot: TutorialInlineSlot) {
        let scene = TutorialScene.inline(slot.key)
        state.withLock { state in
            if let registered = state.scenes[scene] as? TutorialInlineSlot, registered === slot {
                state.scenes[scene] = nil
            }
        }
    }
}
