// The certificate as a PNG for link previews: most preview services (chat apps, social networks) do not
// render SVG images, so og:image points here. Rendered from the same SVG as the page and the download.
import { Resvg } from '@resvg/resvg-js';

const PREVIEW_WIDTH = 1200;

export function renderCertificatePng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: PREVIEW_WIDTH },
    // System fonts (DejaVu/Liberation on Debian) stand in for the SVG's font stacks.
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
