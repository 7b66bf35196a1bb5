"""Names that show nothing, which every place a name is typed or read refuses, by what they are made of."""

INVISIBLE = {
    "zero-width spaces": "\u200b\u200b",
    "a word joiner": "\u2060",
    "a byte-order mark": "\ufeff",
    "the Hangul filler": "\u3164",
    "the blank Braille pattern": "\u2800",
    "a soft hyphen": "\u00ad",
    "a combining accent": "\u0301",
    "tag characters": "\U000e0041\U000e0064\U000e0061",
    "spaces and a zero-width space": "  \u200b  ",
    "a space between two that show nothing": "\u200b \u2060",
}
