#!/usr/bin/env python3
"""Checks a DocC page as a browser rendered it (Chromium's --dump-dom output).

    Scripts/check-rendered-page.py DOM TITLE [SNIPPET ...] [--image NAME]

Passes when the page's title heading (`h1.title`) reads TITLE, it has at least one code listing
(`pre`), every SNIPPET occurs in the text of a code listing, and, with --image, an `img` whose
source contains NAME is on the page. Prints one line: the title, the number of listings and
images; exits 1 with the reason otherwise.
"""
import html.parser
import sys


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.titles, self.listings, self.images = [], [], []
        self._title_depth = self._pre_depth = 0
        self._text = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "h1" and "title" in (attributes.get("class") or "").split():
            self._title_depth, self._text = 1, []
        elif tag == "h1" and self._title_depth:
            self._title_depth += 1
        if tag == "pre":
            if not self._pre_depth:
                self._text = []
            self._pre_depth += 1
        if tag == "img":
            self.images.append(attributes.get("src") or "")

    def handle_endtag(self, tag):
        if tag == "h1" and self._title_depth:
            self._title_depth -= 1
            if not self._title_depth:
                self.titles.append("".join(self._text).strip())
        if tag == "pre" and self._pre_depth:
            self._pre_depth -= 1
            if not self._pre_depth:
                self.listings.append("".join(self._text))

    def handle_data(self, data):
        if self._title_depth or self._pre_depth:
            self._text.append(data)


def main(arguments):
    image = None
    if "--image" in arguments:
        at = arguments.index("--image")
        image = arguments[at + 1]
        del arguments[at:at + 2]
    if len(arguments) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    dom, title, snippets = arguments[0], arguments[1], arguments[2:]
    page = Page()
    with open(dom, encoding="utf-8", errors="replace") as file:
        page.feed(file.read())
    problems = []
    if title not in page.titles:
        problems.append(f"no title {title!r} (titles: {page.titles})")
    if not page.listings:
        problems.append("no code listing")
    for snippet in snippets:
        if not any(snippet in listing for listing in page.listings):
            problems.append(f"no code listing shows {snippet!r}")
    if image and not any(image in source for source in page.images):
        problems.append(f"no image {image!r} (images: {page.images})")
    if problems:
        print(f"error: {dom}: " + "; ".join(problems), file=sys.stderr)
        return 1
    print(f"title {title!r}, {len(page.listings)} code listings, {len(page.images)} images")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
