extension PreviewRunner {
    /// New output of the running command as the model's message (see ``takeOutput()``);
    /// nil when nothing came.
    func takeMessage() -> BrowserModel.Message? {
        takeOutput().map { .previewOutput(id: $0.id, bytes: $0.bytes, finished: $0.finished) }
    }
}
