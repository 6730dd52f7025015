#!/usr/bin/python3
"""Draws the sample catalog's coffee pictures (small PNG and JPEG files) into Resources/images.

Every picture is drawn from shapes and gradients here, so the files can be made again
exactly: `python3 scripts/draw-sample-pictures.py` (needs Pillow: apt-get install python3-pil).
"""
import math
import os
import sys

from PIL import Image, ImageDraw

WIDTH, HEIGHT = 120, 100
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "images")

# name: (drink colour, foam colour or None, style, background pair, file type)
DRINKS = {
    "espresso": ((70, 38, 20), (196, 140, 80), "crema", ((250, 226, 190), (214, 160, 110)), "png"),
    "ristretto": ((52, 26, 12), (170, 110, 60), "crema", ((246, 214, 170), (190, 130, 80)), "png"),
    "americano": ((58, 32, 18), None, "plain", ((200, 226, 240), (120, 160, 200)), "jpg"),
    "flat-white": ((150, 96, 58), (246, 236, 220), "heart", ((236, 224, 208), (170, 140, 110)), "png"),
    "cortado": ((120, 72, 40), (236, 220, 196), "ring", ((255, 236, 200), (230, 180, 120)), "png"),
    "macchiato": ((72, 40, 22), (250, 246, 238), "dot", ((226, 240, 220), (150, 190, 140)), "png"),
    "cappuccino": ((140, 90, 54), (240, 228, 210), "cocoa", ((250, 210, 200), (200, 120, 110)), "jpg"),
    "caffe-latte": ((176, 124, 82), (250, 242, 228), "rosetta", ((230, 220, 250), (160, 140, 210)), "png"),
    "cafe-au-lait": ((160, 110, 70), None, "plain", ((250, 240, 210), (220, 190, 120)), "jpg"),
    "mocha": ((92, 50, 30), (252, 250, 246), "cream", ((240, 210, 230), (180, 110, 150)), "png"),
    "affogato": ((80, 44, 24), (252, 246, 226), "scoop", ((210, 240, 246), (110, 190, 210)), "png"),
    "irish-coffee": ((40, 22, 14), (246, 238, 220), "glass-cream", ((60, 120, 70), (20, 60, 30)), "jpg"),
    "cold-brew": ((44, 26, 16), None, "glass-ice", ((250, 250, 236), (200, 220, 160)), "jpg"),
    "iced-latte": ((190, 140, 96), (244, 236, 224), "glass-layers", ((220, 236, 250), (140, 180, 230)), "png"),
    "matcha-latte": ((120, 170, 70), (236, 244, 220), "heart", ((250, 246, 230), (200, 210, 170)), "png"),
    "turkish-coffee": ((36, 20, 12), (120, 80, 48), "crema", ((200, 60, 60), (120, 20, 30)), "jpg"),
}


def gradient(top, bottom):
    """A vertical gradient from colour `top` to colour `bottom`."""
    image = Image.new("RGBA", (WIDTH, HEIGHT))
    pixels = image.load()
    for y in range(HEIGHT):
        t = y / (HEIGHT - 1)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)) + (255,)
        for x in range(WIDTH):
            pixels[x, y] = colour
    return image


def cup_from_above(draw, drink, foam, style):
    """A cup on a saucer seen from above, with the drink's surface pattern."""
    cx, cy = WIDTH // 2, HEIGHT // 2
    draw.ellipse((cx - 46, cy - 44, cx + 46, cy + 44), fill=(250, 250, 248), outline=(200, 196, 190))
    draw.ellipse((cx + 28, cy - 10, cx + 52, cy + 10), outline=(240, 238, 234), width=6)  # handle
    draw.ellipse((cx - 32, cy - 31, cx + 32, cy + 31), fill=(255, 255, 255), outline=(180, 176, 170))
    draw.ellipse((cx - 27, cy - 26, cx + 27, cy + 26), fill=drink)
    if style == "crema":
        draw.ellipse((cx - 25, cy - 24, cx + 25, cy + 24), fill=foam)
        draw.ellipse((cx - 12, cy - 16, cx + 4, cy - 4), fill=tuple(min(255, c + 30) for c in foam))
    elif style == "heart":
        draw.ellipse((cx - 15, cy - 14, cx + 1, cy + 2), fill=foam)
        draw.ellipse((cx - 1, cy - 14, cx + 15, cy + 2), fill=foam)
        draw.polygon([(cx - 15, cy - 5), (cx + 15, cy - 5), (cx, cy + 16)], fill=foam)
    elif style == "ring":
        draw.ellipse((cx - 20, cy - 19, cx + 20, cy + 19), outline=foam, width=5)
    elif style == "dot":
        draw.ellipse((cx - 10, cy - 9, cx + 10, cy + 9), fill=foam)
    elif style == "cocoa":
        draw.ellipse((cx - 24, cy - 23, cx + 24, cy + 23), fill=foam)
        for i in range(40):
            angle, radius = i * 2.4, 2 + (i * 7) % 18
            x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
            draw.ellipse((x - 1.5, y - 1.5, x + 1.5, y + 1.5), fill=(110, 64, 36))
    elif style == "rosetta":
        for i in range(6):
            w = 18 - i * 2
            y = cy - 16 + i * 6
            draw.ellipse((cx - w, y - 3, cx + w, y + 3), fill=foam)
        draw.line((cx, cy - 20, cx, cy + 20), fill=foam, width=2)
    elif style == "cream":
        for i, r in enumerate((20, 14, 8)):
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=foam, outline=(230, 224, 216))
        draw.line((cx - 14, cy - 4, cx + 14, cy + 6), fill=(90, 44, 20), width=2)
    elif style == "scoop":
        draw.ellipse((cx - 16, cy - 15, cx + 16, cy + 15), fill=foam, outline=(236, 224, 200))
        draw.arc((cx - 16, cy - 15, cx + 16, cy + 15), 200, 320, fill=drink, width=3)


def glass_from_side(image, draw, drink, foam, style):
    """A tall glass seen from the side, half transparent, with the drink's layers."""
    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    glass = ImageDraw.Draw(overlay)
    left, right, top, bottom = 36, 84, 10, 92
    glass.rectangle((left, top, right, bottom), fill=(255, 255, 255, 90), outline=(255, 255, 255, 220), width=2)
    image.alpha_composite(overlay)
    level = top + 14
    if style == "glass-layers":
        draw.rectangle((left + 3, level, right - 3, level + 30), fill=foam)
        for y in range(level + 30, bottom - 2):
            t = (y - level - 30) / (bottom - level - 32)
            colour = tuple(round(a + (b - a) * t) for a, b in zip(drink, (70, 38, 20)))
            draw.line((left + 3, y, right - 3, y), fill=colour)
    elif style == "glass-cream":
        draw.rectangle((left + 3, level, right - 3, level + 14), fill=foam)
        draw.rectangle((left + 3, level + 14, right - 3, bottom - 3), fill=drink)
    else:
        draw.rectangle((left + 3, level, right - 3, bottom - 3), fill=drink)
    if style in ("glass-ice", "glass-layers"):
        for x, y in ((44, 30), (60, 44), (50, 60), (66, 24)):
            draw.rectangle((x, y, x + 12, y + 12), fill=(230, 244, 250), outline=(180, 210, 230))
    draw.line((right - 8, top - 8, right - 14, bottom - 20), fill=(230, 60, 60), width=3)  # straw


def picture(drink, foam, style, background):
    image = gradient(*background)
    draw = ImageDraw.Draw(image)
    if style.startswith("glass"):
        glass_from_side(image, draw, drink, foam, style)
    else:
        cup_from_above(draw, drink, foam, style)
    return image


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, (drink, foam, style, background, kind) in DRINKS.items():
        image = picture(drink, foam, style, background)
        path = os.path.join(OUT, f"{name}.{kind}")
        if kind == "png":
            image.convert("RGB").save(path, optimize=True)
        else:
            image.convert("RGB").save(path, quality=82, optimize=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
