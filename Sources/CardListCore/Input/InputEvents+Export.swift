/// The list model reacts to ``InputEvent``s, so whoever uses the model sees the event types
/// too; they live in their own module so the terminal layer can produce them without
/// depending on the model.
@_exported import InputEvents
