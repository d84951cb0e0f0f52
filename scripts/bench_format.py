"""Number formatting shared by the benchmark scripts (compare_report.py and kiwi_measure.py)."""


def format_ms(value, missing="-", tiny_places=3):
    """A time in milliseconds as table text, with fewer decimals the larger it is.

    `missing` stands for a time that is None (not measured, or stopped by a limit); below 0.01 ms the time has
    `tiny_places` decimals, below 1 ms three, below 10 ms two, below 1000 ms one, and none from there on.
    """
    if value is None:
        return missing
    if value < 0.01:
        return "%.*f" % (tiny_places, value)
    if value < 1:
        return "%.3f" % value
    if value < 10:
        return "%.2f" % value
    if value < 1000:
        return "%.1f" % value
    return "%.0f" % value
