#if PURELAYOUT_HEADLESS

/// The gallery page's style sheet.
enum GalleryStyle {
    /// The CSS, inlined in the page's head.
    static let css = """
        :root { color-scheme: light; }
        body { margin: 0; padding: 24px 32px 48px; background: #eceef2; color: #1d1d1f;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
        header { max-width: 1320px; }
        h1 { font-size: 26px; margin: 0 0 6px; }
        h2 { font-size: 19px; margin: 0 0 4px; }
        h3 { font-size: 13px; margin: 12px 0 6px; color: #4a4d55; font-weight: 600; }
        p { margin: 4px 0 8px; max-width: 1240px; }
        nav { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 10px 0 4px; font-size: 13px; }
        a { color: #2452c4; text-decoration: none; }
        .legend { color: #3c3f46; }
        .swatch { display: inline-block; width: 22px; height: 12px; margin: 0 6px 0 14px; vertical-align: -1px;
          border-radius: 2px; }
        .swatch:first-child { margin-left: 0; }
        .swatch.hatch { background: repeating-linear-gradient(45deg, #b8a040 0 3px, #1a1a1a 3px 7px); }
        .swatch.safe { border: 2px dashed #d4a800; height: 8px; }
        .swatch.baseline { height: 0; border-top: 2px dashed #1aa3c4; vertical-align: 3px; }
        section { background: #fff; border-radius: 12px; padding: 16px 20px 18px; margin: 18px 0;
          box-shadow: 0 1px 3px rgba(0,0,0,0.08); }
        .thumbnails { display: flex; flex-wrap: wrap; gap: 14px 16px; }
        figure { margin: 0; display: flex; flex-direction: column; align-items: center; }
        figcaption { font-size: 12px; color: #4a4d55; margin-top: 4px; text-align: center; width: 0; min-width: 100%; }
        svg { display: block; }
        .summary { color: #33363d; }
        code.name { font-size: 12px; font-weight: 400; color: #6b6f78; margin-left: 8px; }
        .scene-body { display: grid; grid-template-columns: 440px 1fr; gap: 22px; align-items: start; }
        .code { background: #1e1f24; border-radius: 10px; overflow: hidden; }
        .code .path { font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; color: #9ea3ad;
          padding: 8px 12px; border-bottom: 1px solid #30323a; }
        .code pre { margin: 0; padding: 10px 12px 12px; white-space: pre-wrap; word-break: break-word;
          font: 11px/1.5 ui-monospace, "DejaVu Sans Mono", Menlo, monospace; color: #e6e6e6; }
        .code .api { color: #7fd0ff; font-weight: 600; }
        .code .comment { color: #8f9a7c; font-style: italic; }
        .renders .row { display: flex; gap: 14px; align-items: flex-start; margin-bottom: 12px; flex-wrap: wrap; }
        .strip .row { gap: 10px; }
        .stack { display: flex; flex-direction: column; gap: 10px; }
        pre.log { background: #fff6e0; border: 1px solid #f0d48a; border-radius: 8px; padding: 8px 10px;
          font: 11px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; max-height: 320px;
          overflow: auto; }
        table { border-collapse: collapse; font-size: 12.5px; }
        th, td { text-align: left; padding: 3px 12px 3px 0; border-bottom: 1px solid #e3e5ea; }
        td:nth-child(n+3) { font-variant-numeric: tabular-nums; }
        .identifiers td:last-child { text-align: right; }
        """
}

#endif
