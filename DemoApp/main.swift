// Replaced by the DemoApp scenes.
print("DemoApp")
