#!/usr/bin/env node
/**
 * Draws the demo catalogue's product pictures: small flat SVG illustrations, one file per
 * picture, written to public/images/products/ and referenced from supabase/seed.sql as
 * /images/products/<file>. The shop runs offline, so every picture is a local file.
 *
 * The featured products (`photo: true`) get raster photos instead of drawings: the same scenes
 * rendered by sharp as 1600 px JPEGs with studio lighting (<slug>-<view>.jpg), so the build's
 * photo step (resized WebP copies, srcset) runs on the demo catalogue as on an owner's photos.
 *
 *   node scripts/demo-images/generate.mjs
 *
 * Each product has up to five views (1 studio, 2 close-up, 3 on the table, 4 a pair in two
 * colours, 5 with its size marked) and optionally one picture per colour variant
 * (<slug>-<variant>.svg). Output is deterministic; stale .svg and .jpg files in the folder are
 * removed.
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = fileURLToPath(new URL('../../public/images/products/', import.meta.url));
export const URL_PREFIX = '/images/products/';

// Palette: the shop's teal and sand, warm neutrals and a few natural materials.
const K = {
  teal: '#0f766e', tealDark: '#115e59', tealLight: '#7fbfb6', tealPale: '#dcebe8',
  sand: '#e8dcc4', sandDark: '#d2bd96', cream: '#f7f2e8', paper: '#fbf8f2',
  wood: '#c08a55', woodDark: '#8c5f36', bamboo: '#d8b27a', rattan: '#b98b4e',
  ink: '#2f2b25', charcoal: '#4a453c', stone: '#9a958c',
  terracotta: '#c0673e', rust: '#a9532e', sage: '#94a98a', olive: '#6f7a47', blush: '#e3b3a2',
  white: '#fdfcf9', glass: '#e3f0ed', glassEdge: '#9cc7bf',
  steel: '#b9bec2', steelDark: '#878d91', gold: '#c9a14a', black: '#3a3834', amber: '#b8742f',
  lemon: '#e9c46a', flame: '#f2a541',
};

// ---------------------------------------------------------------------------------------------
// Primitives. Every drawing stands on the ground line y = 640 and is centred on x = 400.
const n = (v) => Math.round(v);
const attrs = (extra) => (extra ? ` ${extra}` : '');
const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${attrs(extra)}/>`;
const ell = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
const circ = (cx, cy, r, fill, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
/** Several strokes in one element. */
const lines = (d, stroke, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${attrs(extra)}/>`;
const group = (transform, body) => `<g transform="${transform}">${body}</g>`;
const glassy = `stroke="${K.glassEdge}" stroke-width="6"`;

/** A glass jar with a lid and its contents, bottom at y = 640. */
const jar = (x, w, h, lid, fill) =>
  rect(x, 640 - h, w, h, K.glass, 26, glassy) +
  rect(x + 12, 640 - h * 0.58, w - 24, h * 0.58 - 12, fill, 16) +
  rect(x - 8, 640 - h - 32, w + 16, 40, lid, 12) +
  rect(x + w * 0.2, 640 - h + 34, w * 0.6, 30, K.white, 6, 'opacity=".85"');
/** A bowl seen from the side: a half ellipse under its rim. */
const bowl = (cx, base, w, h, fill, rim) =>
  path(`M${n(cx - w / 2)} ${n(base - h)}A${n(w / 2)} ${n(h)} 0 0 0 ${n(cx + w / 2)} ${n(base - h)}Z`, fill) +
  ell(cx, base - h, w / 2, 14, rim);
/** A stack of folded cloth. */
const cloth = (c, a, layers, w, fringe) => {
  let s = '';
  let tassels = '';
  for (let i = 0; i < layers; i++) {
    const lw = w - i * 24;
    const x = 400 - lw / 2;
    const y = 640 - (i + 1) * 64;
    s += rect(x, y, lw, 60, c, 14) + rect(x + lw - 70, y, 14, 60, a) + rect(x, y + 44, lw, 4, '#000', 0, 'opacity=".06"');
    tassels += `M${n(x)} ${y + 12}h-18m18 18h-18m18 18h-18`;
  }
  return (fringe ? lines(tassels, c, 5) : '') + s;
};
const leaf = (cx, cy, rot, fill, len = 44) => ell(cx, cy, len, 15, fill, `transform="rotate(${rot} ${cx} ${cy})"`);

// ---------------------------------------------------------------------------------------------
// Drawings: (c = main colour, a = accent colour) => SVG fragment.
export const drawings = {
  jars: (c, a) => jar(170, 140, 250, c, K.terracotta) + jar(335, 150, 350, c, a) + jar(510, 125, 190, c, K.cream),
  dispenser: (c, a) => jar(320, 160, 380, c, a) + circ(400, 228, 20, K.ink),
  utensils: (c, a) =>
    lines('M350 470L318 210M400 470V200M450 470L482 210', a, 18) +
    ell(316, 190, 32, 48, a) + rect(368, 120, 64, 96, a, 14) + ell(484, 190, 32, 48, a) +
    lines('M476 170v36M492 170v36', K.woodDark, 6, 'opacity=".5"') +
    rect(300, 440, 200, 200, c, 24) + rect(300, 470, 200, 14, '#fff', 0, 'opacity=".18"'),
  spoons: (c, a) =>
    [[300, 250], [400, 190], [500, 290]]
      .map(([x, top], i) => lines(`M${x} 636V${top + 60}`, i === 1 ? a : c, 18) + ell(x, top, 42, 64, i === 1 ? a : c))
      .join(''),
  spatulas: (c, a) =>
    [[310, -12], [400, 0], [490, 12]]
      .map(([x, rot]) => group(`rotate(${rot} ${x} 640)`, rect(x - 10, 330, 20, 310, a, 10) + rect(x - 40, 170, 80, 180, c, 30)))
      .join(''),
  pan: (c, a) =>
    rect(510, 506, 220, 30, K.ink, 15) + circ(704, 521, 8, K.cream) +
    path('M150 520H530L506 604Q500 622 480 622H200Q180 622 174 604Z', c) + ell(340, 520, 190, 24, a),
  casserole: (c, a) =>
    rect(190, 468, 420, 40, c, 20) + rect(232, 420, 336, 220, c, 56) + rect(232, 560, 336, 12, '#fff', 0, 'opacity=".2"') +
    path('M216 432Q400 330 584 432Z', c) + rect(212, 420, 376, 26, c, 13) + rect(212, 436, 376, 10, '#000', 0, 'opacity=".12"') +
    rect(372, 336, 56, 34, a, 12),
  saucepan: (c, a) =>
    rect(470, 462, 260, 26, K.ink, 13) + rect(220, 460, 260, 180, c, 28) + rect(208, 446, 284, 24, a, 12) +
    rect(220, 540, 260, 10, '#fff', 0, 'opacity=".25"'),
  kettle: (c, a) =>
    lines('M330 412Q400 250 470 412', K.ink, 20) + path('M306 520L196 424L214 412L326 478Z', c) +
    path('M270 640L302 420Q400 380 498 420L530 640Z', c) + ell(400, 412, 74, 16, a) + circ(400, 388, 16, K.ink) +
    rect(280, 590, 240, 10, '#fff', 0, 'opacity=".25"'),
  moka: (c, a) =>
    path('M500 360Q590 380 566 476L534 476Q548 404 494 400Z', K.ink) +
    path('M300 640L322 520H478L500 640Z', c) + rect(336, 488, 128, 34, a) +
    path('M322 490L300 340H500L478 490Z', c) + path('M300 340L262 318L306 384Z', c) +
    path('M300 340L332 298H468L500 340Z', a) + circ(400, 290, 14, K.ink) +
    lines('M400 360v120M400 540v90', '#fff', 6, 'opacity=".3"'),
  knife: (c, a) =>
    group('rotate(-18 400 520)',
      path('M130 560L520 500V560Q320 610 130 560Z', K.steel) + path('M130 560L520 548V560Q320 610 130 560Z', K.steelDark) +
      rect(516, 494, 200, 66, c, 24) + circ(570, 527, 7, a) + circ(620, 527, 7, a) + circ(670, 527, 7, a)),
  board: (c, a) =>
    rect(360, 196, 80, 100, c, 30) + rect(250, 260, 300, 380, c, 40) + circ(400, 236, 18, K.ink, 'opacity=".25"') +
    lines('M300 320Q320 460 300 600M380 330Q400 470 380 610M470 320Q450 450 480 600', a, 5, 'opacity=".45"'),
  servingBoard: (c, a) =>
    rect(560, 552, 130, 44, c, 22) + circ(660, 574, 10, K.ink, 'opacity=".25"') + rect(130, 530, 460, 90, c, 30) +
    lines('M170 560H540M200 590H500', a, 4, 'opacity=".45"') +
    path('M210 530L330 462V530Z', K.lemon) + path('M330 530L420 480L430 530Z', K.cream) +
    circ(470, 514, 16, K.olive) + circ(500, 510, 16, K.olive) + circ(486, 490, 16, K.olive) + circ(530, 518, 13, K.sage),
  mixingBowls: (c, a) =>
    bowl(400, 470, 250, 120, a, K.glassEdge) + bowl(400, 556, 330, 150, c, K.glassEdge) + bowl(400, 640, 410, 180, c, K.glassEdge) +
    lines('M250 520Q290 600 360 626', '#fff', 8, 'opacity=".5"'),
  bowls: (c, a) => bowl(290, 640, 260, 140, c, a) + bowl(530, 640, 220, 120, c, a) + ell(290, 500, 100, 8, '#000', 'opacity=".08"'),
  saladBowl: (c, a) =>
    leaf(300, 452, -30, K.sage, 60) + leaf(370, 430, 20, K.olive, 60) + leaf(450, 440, -15, K.sage, 60) + leaf(510, 458, 30, K.olive, 50) +
    circ(420, 462, 20, K.terracotta) + bowl(400, 640, 460, 170, c, a),
  plates: (c, a) =>
    circ(400, 330, 210, c) + circ(400, 330, 148, a) +
    [0, 1, 2, 3].map((i) => rect(190, 616 - i * 26, 420, 22, i % 2 ? a : c, 11)).join(''),
  mugs: (c, a) =>
    [[170, c], [410, a]]
      .map(([x, col]) => lines(`M${x + 160} 470Q${x + 230} 470 ${x + 230} 530Q${x + 230} 590 ${x + 160} 590`, col, 24) + rect(x, 420, 170, 220, col, 26))
      .join('') + lines('M240 390q-20-40 0-80M280 390q-20-40 0-80', K.stone, 6, 'opacity=".5"'),
  tumblers: (c, _a) =>
    [190, 335, 480]
      .map((x) => path(`M${x} 420H${x + 130}L${x + 116} 640H${x + 14}Z`, K.glass, glassy) + rect(x + 16, 540, 98, 90, c, 6, 'opacity=".35"') +
        lines(`M${x + 36} 440v180M${x + 65} 440v180M${x + 94} 440v180`, K.glassEdge, 4))
      .join(''),
  carafe: (c, a) =>
    path('M340 640Q290 640 290 580V420Q290 360 360 330V220H440V330Q510 360 510 420V580Q510 640 460 640Z', K.glass, glassy) +
    path('M302 470H498V580Q498 628 460 628H340Q302 628 302 580Z', a, 'opacity=".55"') +
    rect(350, 186, 100, 44, c, 12) + lines('M320 430v120', '#fff', 10, 'opacity=".7"'),
  wineGlasses: (c, _a) =>
    [310, 490]
      .map((x) => path(`M${x - 72} 240Q${x - 86} 430 ${x} 446Q${x + 86} 430 ${x + 72} 240Z`, K.glass, glassy) +
        path(`M${x - 78} 340Q${x - 70} 430 ${x} 438Q${x + 70} 430 ${x + 78} 340Z`, c, 'opacity=".6"') +
        rect(x - 6, 444, 12, 180, K.glassEdge) + ell(x, 630, 70, 12, K.glassEdge))
      .join(''),
  cutlery: (c, a) =>
    rect(190, 600, 420, 40, a, 8) +
    rect(258, 320, 24, 300, c, 12) + rect(236, 220, 68, 120, c, 26) + lines('M250 160v80M270 160v80M290 160v80', c, 12) +
    path('M360 170Q410 210 400 400H366Z', c) + rect(362, 380, 30, 240, c, 12) +
    ell(480, 220, 42, 66, c) + rect(468, 270, 24, 350, c, 12) +
    ell(560, 300, 30, 46, c) + rect(552, 336, 18, 284, c, 9),
  candle: (c, a) =>
    circ(400, 330, 70, K.flame, 'opacity=".18"') + path('M400 300C434 344 424 380 400 386C376 380 366 344 400 300Z', K.flame) +
    lines('M400 386v34', K.ink, 5) + rect(300, 420, 200, 220, c, 28) + rect(300, 420, 200, 26, '#000', 13, 'opacity=".12"') +
    rect(336, 500, 128, 80, K.paper, 8) + rect(360, 530, 80, 8, a, 4),
  diffuser: (c, a) =>
    lines('M400 420L320 180M400 420V160M400 420L486 190', K.woodDark, 7) +
    path('M330 640V480Q330 440 370 430V396H430V430Q470 440 470 480V640Z', c, 'opacity=".85"') +
    rect(362, 376, 76, 30, K.ink, 8) + rect(350, 520, 100, 70, K.paper, 8) + rect(370, 546, 60, 8, a, 4),
  vase: (c, _a) =>
    lines('M400 372Q388 270 430 176', K.olive, 8) + leaf(446, 262, -32, K.sage) + leaf(384, 300, 30, K.sage, 36) + circ(432, 172, 22, K.blush) +
    path('M360 640Q300 640 300 560Q300 470 380 440V360H420V440Q500 470 500 560Q500 640 440 640Z', c) +
    lines('M330 520Q326 580 350 614', '#fff', 8, 'opacity=".3"'),
  plantPot: (c, a) =>
    leaf(330, 380, -50, K.olive, 80) + leaf(470, 380, 50, K.olive, 80) + leaf(400, 330, 90, K.sage, 90) + leaf(360, 420, -20, K.sage, 70) + leaf(440, 420, 20, K.sage, 70) +
    path('M292 480H508L478 640H322Z', c) + rect(276, 450, 248, 50, a, 10),
  cushion: (c, a) =>
    path('M230 330Q400 302 570 330Q600 480 570 632Q400 604 230 632Q200 480 230 330Z', c) +
    lines('M262 360Q400 340 538 360M262 600Q400 580 538 600', a, 6, 'stroke-dasharray="4 14"') + circ(400, 480, 12, a),
  throw: (c, a) => cloth(c, a, 4, 400, true) + lines('M240 420h320M250 484h300', '#fff', 3, 'opacity=".3"'),
  tableLinen: (c, a) => cloth(c, a, 3, 400, false) + rect(230, 280, 340, 172, c, 14) + rect(230, 340, 340, 10, a) + rect(230, 360, 340, 4, a),
  napkins: (c, a) => cloth(c, a, 4, 300, false) + circ(400, 356, 40, 'none', `stroke="${K.woodDark}" stroke-width="14"`),
  towels: (c, a) => cloth(c, a, 4, 380, false) + lines('M216 604h368M228 540h344M240 476h320M252 412h296', a, 4, 'opacity=".6"'),
  bathMat: (c, a) =>
    path('M170 620L630 620L570 440L230 440Z', c) + rect(170, 620, 460, 20, a, 6) +
    lines('M216 500H584M198 560H602M310 440L290 620M400 440V620M490 440L510 620', a, 6, 'opacity=".45"'),
  mirror: (c, a) =>
    lines('M400 100V150', K.woodDark, 6) + circ(400, 380, 226, 'none', `stroke="${c}" stroke-width="44"`) +
    circ(400, 380, 226, 'none', `stroke="${a}" stroke-width="6" stroke-dasharray="6 16"`) + circ(400, 380, 200, K.tealPale) +
    path('M280 330Q330 250 420 240', 'none', 'stroke="#fff" stroke-width="18" stroke-linecap="round" opacity=".7"'),
  soapDispenser: (c, a) =>
    rect(380, 376, 40, 50, a) + rect(360, 346, 110, 30, a, 8) + rect(440, 350, 70, 16, a, 8) +
    rect(318, 420, 164, 220, c, 42) + rect(318, 480, 164, 12, '#fff', 0, 'opacity=".2"'),
  bathCaddy: (c, a) =>
    rect(60, 600, 680, 40, K.white, 20, `stroke="${K.sand}" stroke-width="6"`) + rect(110, 562, 580, 44, c, 10) +
    lines('M170 584h50M580 584h50', a, 10) +
    rect(250, 430, 120, 140, K.teal, 6) + rect(262, 430, 8, 140, '#fff', 0, 'opacity=".4"') +
    path('M460 420Q456 520 490 530Q524 520 520 420Z', K.glass, glassy) + rect(486, 528, 8, 36, K.glassEdge),
  toothbrushHolder: (c, a) =>
    group('rotate(-10 360 470)', rect(352, 250, 16, 240, a, 8) + rect(346, 226, 28, 60, K.white, 8)) +
    group('rotate(12 440 470)', rect(432, 260, 16, 230, K.sage, 8) + rect(426, 236, 28, 60, K.white, 8)) +
    rect(320, 450, 160, 190, c, 26),
  sprayBottle: (c, a) =>
    path('M350 336V272H470L506 292L470 304V336Z', K.ink) + path('M372 336L350 400L366 402L392 336Z', K.ink) +
    rect(372, 330, 56, 60, K.ink) + rect(318, 384, 164, 256, c, 34, 'opacity=".9"') + rect(346, 460, 108, 100, K.paper, 8) +
    rect(366, 490, 68, 8, a, 4),
  dishBrush: (c, a) =>
    lines('M240 610L512 310', a, 30) + circ(540, 280, 74, c) + circ(540, 280, 52, 'none', `stroke="${K.sandDark}" stroke-width="6"`),
  brushHead: (c, a) =>
    rect(270, 540, 260, 100, a, 16) + lines('M300 560v70M340 560v70M380 560v70M420 560v70M460 560v70M500 560v70', K.sandDark, 6) +
    rect(240, 440, 320, 110, c, 40) + rect(240, 520, 320, 14, '#000', 0, 'opacity=".12"') + circ(400, 480, 16, K.woodDark),
  spongeCloths: (c, a) =>
    [c, a, K.sage, K.blush, K.sandDark].map((col, i) => rect(200 + (i % 2) * 24, 596 - i * 48, 376, 44, col, 8) +
      lines(`M${236 + (i % 2) * 24} ${618 - i * 48}h300`, '#fff', 3, 'stroke-dasharray="2 12" opacity=".6"')).join(''),
  broom: (c, a) =>
    lines('M460 110V470', a, 18) + path('M380 470H540L580 640H340Z', K.bamboo) + rect(388, 458, 144, 32, c, 8) +
    lines('M390 520L380 630M430 520L426 630M470 520L474 630M510 520L522 630', K.woodDark, 4, 'opacity=".4"') +
    path('M120 640L144 530H300V640Z', c) + rect(290, 560, 90, 22, c, 11),
  laundryBasket: (c, a) =>
    path('M262 360H538L518 640H282Z', c) + rect(252, 340, 296, 32, a, 10) + rect(268, 440, 264, 18, a, 0, 'opacity=".7"') +
    rect(276, 560, 248, 18, a, 0, 'opacity=".7"') + ell(310, 396, 24, 12, K.ink, 'opacity=".3"') + ell(490, 396, 24, 12, K.ink, 'opacity=".3"'),
  lantern: (c, a) =>
    lines('M400 90V170', K.woodDark, 5) + circ(400, 186, 18, 'none', `stroke="${c}" stroke-width="8"`) + circ(400, 420, 150, K.flame, 'opacity=".15"') +
    path('M318 300Q400 170 482 300Z', c) + rect(318, 296, 164, 250, c, 8) + path('M344 520V370Q400 310 456 370V520Z', a) +
    lines('M400 330V520M344 440H456', c, 6) + path('M318 546H482L444 640H356Z', c),
  tote: (c, a) =>
    lines('M320 390Q320 250 400 250Q480 250 480 390', a, 18) + path('M250 380H550L572 640H228Z', c) + rect(246, 470, 310, 26, a) +
    leaf(400, 560, -30, a, 34),
  pantryBins: (c, a) => {
    const bin = (x, y, fill) =>
      rect(x, y, 210, 150, K.glass, 16, glassy) + rect(x + 14, y + 52, 182, 84, fill, 10) + rect(x + 60, y + 16, 90, 24, c, 6);
    return bin(182, 490, a) + bin(408, 490, K.terracotta) + bin(295, 330, K.cream);
  },
  fridgeBins: (c, a) =>
    circ(300, 470, 46, K.lemon) + circ(390, 460, 50, K.terracotta) + circ(480, 474, 44, K.sage) +
    rect(200, 420, 400, 220, c, 22, `${glassy} fill-opacity=".6"`) + rect(340, 444, 120, 24, K.white, 12) + rect(200, 600, 400, 10, a, 0, 'opacity=".5"'),
  foodBags: (c, a) =>
    rect(220, 330, 240, 300, c, 22, 'opacity=".9"') + rect(220, 364, 240, 12, K.ink, 0, 'opacity=".15"') +
    rect(350, 380, 240, 260, a, 22, 'opacity=".9"') + rect(350, 414, 240, 12, K.ink, 0, 'opacity=".15"') + circ(470, 540, 40, K.lemon, 'opacity=".8"'),
  eggHolder: (c, a) =>
    [250, 320, 390, 460, 530].map((x) => ell(x + 10, 478, 30, 40, K.cream)).join('') +
    rect(200, 500, 400, 140, c, 18, glassy) + rect(200, 500, 400, 18, a, 9),
  tray: (c, a) =>
    rect(180, 280, 440, 340, c, 20) +
    [[200, 300, 190, 140], [410, 300, 190, 140], [200, 460, 120, 140], [340, 460, 120, 140], [480, 460, 120, 140]]
      .map(([x, y, w, h]) => rect(x, y, w, h, a, 10)).join(''),
  cutleryTray: (c, a) =>
    rect(200, 220, 400, 420, c, 20) + [220, 318, 416, 514].map((x) => rect(x, 240, 78, 380, a, 10)).join('') +
    lines('M259 270v300M357 270v300M455 270v300', K.steelDark, 16) + ell(259, 290, 20, 32, K.steelDark) + ell(455, 290, 20, 32, K.steelDark),
  spiceRack: (c, a) => {
    const jars = (y) => [226, 316, 406, 496].map((x, i) =>
      rect(x, y - 96, 70, 96, [K.terracotta, K.lemon, K.olive, K.rust][(i + (y > 500 ? 2 : 0)) % 4], 10) + rect(x - 2, y - 118, 74, 24, a, 6)).join('');
    return rect(190, 280, 18, 360, c, 6) + rect(592, 280, 18, 360, c, 6) + jars(440) + rect(190, 440, 420, 18, c, 6) +
      jars(604) + rect(190, 604, 420, 18, c, 6);
  },
  shelfBasket: (c, a) =>
    rect(150, 250, 500, 30, K.wood, 6) + lines('M240 280V330M560 280V330', c, 8) + rect(240, 330, 320, 200, a, 14) +
    rect(230, 320, 340, 220, 'none', 16, `stroke="${c}" stroke-width="10"`) + lines('M300 320V540M360 320V540M420 320V540M480 320V540M230 430H570', c, 5, 'opacity=".7"'),
  giftBox: (c, a) =>
    ell(340, 380, 44, 24, a, 'transform="rotate(-20 340 380)"') + ell(460, 380, 44, 24, a, 'transform="rotate(20 460 380)"') +
    rect(230, 440, 340, 200, c) + rect(214, 400, 372, 60, c, 6) + rect(214, 448, 372, 10, '#000', 0, 'opacity=".1"') + rect(384, 400, 32, 240, a),
};

// ---------------------------------------------------------------------------------------------
// The catalogue's pictures. c, a: main and accent colour. views: how many of views 1..5 to draw.
// alt: second colour for the pair view (4). size: text for the size view (5). variants: one
// picture each, the studio view in the variant's colours. light: force (or refuse) the pale teal
// backdrop that light-coloured products get automatically. photo: the views are raster photos.
export const products = [
  { slug: 'glass-storage-jars', photo: true, title: 'Glass Storage Jars', draw: 'jars', c: K.bamboo, a: K.lemon, views: 3 },
  { slug: 'bamboo-utensil-set', photo: true, title: 'Bamboo Utensil Set', draw: 'utensils', c: K.teal, a: K.bamboo, views: 3 },
  { slug: 'cotton-table-linen', photo: true, title: 'Cotton Table Linen', draw: 'tableLinen', c: K.sand, a: K.teal, views: 3,
    variants: [
      { slug: 'natural-sand', title: 'Natural Sand', c: K.sand, a: K.teal },
      { slug: 'sage-green', title: 'Sage Green', c: K.sage, a: K.cream },
      { slug: 'terracotta', title: 'Terracotta', c: K.terracotta, a: K.sand },
    ] },
  { slug: 'stackable-pantry-organizers', photo: true, title: 'Stackable Pantry Organizers', draw: 'pantryBins', c: K.teal, a: K.lemon, views: 3 },
  // Kitchen
  { slug: 'non-stick-frying-pan', title: 'Non-Stick Frying Pan', draw: 'pan', c: K.charcoal, a: K.ink, views: 2 },
  { slug: 'enamel-cast-iron-casserole', title: 'Enamel Cast Iron Casserole', draw: 'casserole', c: K.teal, a: K.gold, views: 3,
    variants: [
      { slug: 'teal', title: 'Teal', c: K.teal, a: K.gold },
      { slug: 'cream', title: 'Cream', c: K.sand, a: K.steelDark },
      { slug: 'terracotta', title: 'Terracotta', c: K.terracotta, a: K.gold },
    ] },
  { slug: 'stainless-steel-saucepan', title: 'Stainless Steel Saucepan', draw: 'saucepan', c: K.steel, a: K.steelDark, views: 2 },
  { slug: 'silicone-spatula-set', title: 'Silicone Spatula Set', draw: 'spatulas', c: K.sage, a: K.wood, views: 2,
    variants: [
      { slug: 'sage', title: 'Sage', c: K.sage, a: K.wood },
      { slug: 'charcoal', title: 'Charcoal', c: K.charcoal, a: K.wood },
      { slug: 'blush', title: 'Blush', c: K.blush, a: K.wood },
    ] },
  { slug: 'wooden-spoon-trio', title: 'Wooden Spoon Trio', draw: 'spoons', c: K.wood, a: K.bamboo, views: 1 },
  { slug: 'chefs-knife', title: "Chef's Knife 20 cm", draw: 'knife', c: K.woodDark, a: K.steel, views: 2 },
  { slug: 'acacia-cutting-board', title: 'Acacia Cutting Board', draw: 'board', c: K.wood, a: K.woodDark, views: 3 },
  { slug: 'nesting-mixing-bowls', title: 'Nesting Mixing Bowls', draw: 'mixingBowls', c: K.glass, a: K.tealLight, views: 2, light: false },
  { slug: 'stovetop-espresso-maker', title: 'Stovetop Espresso Maker', draw: 'moka', c: K.steel, a: K.steelDark, views: 2 },
  { slug: 'stainless-steel-kettle', title: 'Stainless Steel Kettle', draw: 'kettle', c: K.steel, a: K.steelDark, views: 2 },
  // Storage & Organization
  { slug: 'airtight-cereal-dispenser', title: 'Airtight Cereal Dispenser', draw: 'dispenser', c: K.teal, a: K.lemon, views: 2 },
  { slug: 'spice-jar-rack', title: 'Spice Jar Rack', draw: 'spiceRack', c: K.bamboo, a: K.ink, views: 2 },
  { slug: 'under-shelf-basket', title: 'Under-Shelf Basket', draw: 'shelfBasket', c: K.charcoal, a: K.sage, views: 1 },
  { slug: 'fridge-storage-bins', title: 'Fridge Storage Bins', draw: 'fridgeBins', c: K.glass, a: K.teal, views: 2, light: false },
  { slug: 'silicone-food-storage-bags', title: 'Silicone Food Storage Bags', draw: 'foodBags', c: K.tealLight, a: K.sand, views: 1 },
  { slug: 'egg-holder-drawer', title: 'Egg Holder Drawer', draw: 'eggHolder', c: K.glass, a: K.teal, views: 1, light: false },
  { slug: 'bamboo-drawer-organizer', title: 'Bamboo Drawer Organizer', draw: 'tray', c: K.bamboo, a: K.sand, views: 2 },
  { slug: 'cutlery-tray', title: 'Cutlery Tray', draw: 'cutleryTray', c: K.white, a: K.cream, views: 1,
    variants: [
      { slug: 'white', title: 'White', c: K.white, a: K.cream },
      { slug: 'grey', title: 'Grey', c: K.stone, a: '#b7b2a8' },
    ] },
  { slug: 'spice-jar-gift-box', title: 'Spice Jar Gift Box', draw: 'giftBox', c: K.teal, a: K.gold, views: 2 },
  // Dining & Table
  { slug: 'stoneware-dinner-plates', title: 'Stoneware Dinner Plates', draw: 'plates', c: K.white, a: K.sand, views: 5, alt: K.tealLight, size: '27 cm' },
  { slug: 'stoneware-bowls', title: 'Stoneware Bowls', draw: 'bowls', c: K.cream, a: K.sandDark, views: 2,
    variants: [
      { slug: 'cream', title: 'Cream', c: K.cream, a: K.sandDark },
      { slug: 'speckled-teal', title: 'Speckled Teal', c: K.teal, a: K.tealDark },
    ] },
  { slug: 'ceramic-mugs', title: 'Ceramic Mugs, Set of 2', draw: 'mugs', c: K.teal, a: K.sand, views: 2 },
  { slug: 'linen-napkins', title: 'Linen Napkins, Set of 4', draw: 'napkins', c: K.sand, a: K.cream, views: 2,
    variants: [
      { slug: 'natural', title: 'Natural', c: K.sand, a: K.cream },
      { slug: 'sage', title: 'Sage', c: K.sage, a: K.cream },
      { slug: 'charcoal', title: 'Charcoal', c: K.charcoal, a: K.stone },
    ] },
  { slug: 'cutlery-set', title: 'Cutlery Set, 24 Pieces', draw: 'cutlery', c: K.steel, a: K.sand, views: 3,
    variants: [
      { slug: 'silver', title: 'Silver', c: K.steel, a: K.sand },
      { slug: 'matte-black', title: 'Matte Black', c: K.black, a: K.sand },
      { slug: 'gold', title: 'Gold', c: K.gold, a: K.tealPale },
    ] },
  { slug: 'ribbed-drinking-glasses', title: 'Ribbed Drinking Glasses', draw: 'tumblers', c: K.tealLight, a: K.glass, views: 2 },
  { slug: 'glass-water-carafe', title: 'Glass Water Carafe', draw: 'carafe', c: K.wood, a: K.tealLight, views: 2 },
  { slug: 'wine-glasses', title: 'Wine Glasses, Set of 4', draw: 'wineGlasses', c: K.rust, a: K.glass, views: 1 },
  { slug: 'acacia-serving-board', title: 'Acacia Serving Board', draw: 'servingBoard', c: K.wood, a: K.woodDark, views: 2 },
  { slug: 'olive-wood-salad-bowl', title: 'Olive Wood Salad Bowl', draw: 'saladBowl', c: K.wood, a: K.woodDark, views: 3 },
  // Home Décor
  { slug: 'soy-wax-candle', title: 'Soy Wax Candle', draw: 'candle', c: K.sand, a: K.teal, views: 2,
    variants: [
      { slug: 'fig-cedar', title: 'Fig & Cedar', c: K.olive, a: K.sand },
      { slug: 'orange-blossom', title: 'Orange Blossom', c: K.lemon, a: K.teal },
      { slug: 'jasmine', title: 'Jasmine', c: K.cream, a: K.sage },
    ] },
  { slug: 'reed-diffuser', title: 'Reed Diffuser', draw: 'diffuser', c: K.amber, a: K.teal, views: 2 },
  { slug: 'ceramic-bud-vase', title: 'Ceramic Bud Vase', draw: 'vase', c: K.sand, a: K.teal, views: 2, alt: K.teal,
    variants: [
      { slug: 'sand', title: 'Sand', c: K.sand, a: K.teal },
      { slug: 'teal', title: 'Teal', c: K.teal, a: K.sand },
      { slug: 'white', title: 'White', c: K.white, a: K.sand },
    ] },
  { slug: 'terracotta-plant-pot', title: 'Terracotta Plant Pot', draw: 'plantPot', c: K.terracotta, a: K.rust, views: 2 },
  { slug: 'linen-cushion-cover', title: 'Linen Cushion Cover', draw: 'cushion', c: K.sand, a: K.sandDark, views: 4, alt: K.teal, size: '45 x 45 cm',
    variants: [
      { slug: 'sand', title: 'Sand', c: K.sand, a: K.sandDark },
      { slug: 'teal', title: 'Teal', c: K.teal, a: K.tealLight },
      { slug: 'rust', title: 'Rust', c: K.rust, a: K.blush },
    ] },
  { slug: 'knitted-throw-blanket', title: 'Knitted Throw Blanket', draw: 'throw', c: K.cream, a: K.sandDark, views: 5, alt: K.sage, size: '130 x 170 cm' },
  { slug: 'round-rattan-mirror', title: 'Round Rattan Mirror', draw: 'mirror', c: K.rattan, a: K.woodDark, views: 2 },
  // Bathroom
  { slug: 'turkish-cotton-towel', title: 'Turkish Cotton Towel', draw: 'towels', c: K.white, a: K.teal, views: 3 },
  { slug: 'waffle-bath-mat', title: 'Waffle Bath Mat', draw: 'bathMat', c: K.cream, a: K.sandDark, views: 1 },
  { slug: 'ceramic-soap-dispenser', title: 'Ceramic Soap Dispenser', draw: 'soapDispenser', c: K.white, a: K.steelDark, views: 2,
    variants: [
      { slug: 'white', title: 'White', c: K.white, a: K.steelDark },
      { slug: 'charcoal', title: 'Charcoal', c: K.charcoal, a: K.gold },
    ] },
  { slug: 'bamboo-bath-caddy', title: 'Bamboo Bath Caddy', draw: 'bathCaddy', c: K.bamboo, a: K.woodDark, views: 2 },
  { slug: 'toothbrush-holder', title: 'Toothbrush Holder', draw: 'toothbrushHolder', c: K.sand, a: K.teal, views: 1 },
  // Cleaning
  { slug: 'glass-spray-bottle', title: 'Glass Spray Bottle', draw: 'sprayBottle', c: K.amber, a: K.teal, views: 1 },
  { slug: 'wooden-dish-brush', title: 'Wooden Dish Brush', draw: 'dishBrush', c: K.sand, a: K.wood, views: 2 },
  { slug: 'replacement-brush-head', title: 'Replacement Brush Head', draw: 'brushHead', c: K.wood, a: K.sand, views: 1 },
  { slug: 'sponge-cloths', title: 'Natural Sponge Cloths', draw: 'spongeCloths', c: K.teal, a: K.lemon, views: 1 },
  { slug: 'broom-dustpan-set', title: 'Broom & Dustpan Set', draw: 'broom', c: K.teal, a: K.wood, views: 2 },
  { slug: 'collapsible-laundry-basket', title: 'Collapsible Laundry Basket', draw: 'laundryBasket', c: K.sand, a: K.teal, views: 2 },
  // Outside the category tree
  { slug: 'ramadan-lantern', title: 'Ramadan Lantern', draw: 'lantern', c: K.gold, a: K.flame, views: 2 },
  { slug: 'reusable-shopping-tote', title: 'Reusable Shopping Tote', draw: 'tote', c: K.sand, a: K.teal, views: 1 },
];

// ---------------------------------------------------------------------------------------------
// Views

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const shadow = ell(400, 644, 250, 20, K.ink, 'opacity=".1"');
/** Moves the drawing's ground point (400, 640) to (x, y) and scales it by s. */
const place = (s, x, y, body) => group(`matrix(${s} 0 0 ${s} ${n(x - 400 * s)} ${n(y - 640 * s)})`, body);

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (x, y, limit) => Math.hypot(...rgb(x).map((v, i) => v - rgb(y)[i])) < limit;

function scene(view, art, p) {
  // Light products (sand, cream, white) would vanish on the sand backdrops: give them pale teal.
  const light = p.light ?? (near(p.c, K.sand, 70) || near(p.c, K.cream, 70));
  const pale = (usual) => (light ? K.tealPale : usual);
  switch (view) {
    case 1: // studio: a sand disc behind the product
      return rect(0, 0, 800, 800, K.cream) + circ(400, 420, 300, pale(K.sand)) + shadow + art(p.c, p.a);
    case 2: // close-up on pale teal
      return rect(0, 0, 800, 800, K.tealPale) + group('matrix(1.3 0 0 1.3 -120 -126)', shadow + art(p.c, p.a));
    case 3: // on the table, against the wall, with a sprig beside it
      return rect(0, 0, 800, 800, pale(K.paper)) + rect(0, 620, 800, 180, K.sandDark) + rect(0, 620, 800, 10, K.wood) +
        place(0.72, 360, 640, shadow + art(p.c, p.a)) +
        rect(632, 560, 56, 70, K.teal, 12) + lines('M660 560Q650 500 676 460', K.olive, 5) + leaf(674, 486, -40, K.sage, 22);
    case 4: // a pair: the usual colour and the alternative
      return rect(0, 0, 800, 800, pale(K.cream)) + rect(0, 560, 800, 240, K.sand) +
        place(0.6, 250, 640, shadow + art(p.c, p.a)) + place(0.6, 550, 640, shadow + art(p.alt ?? p.a, p.c));
    case 5: // size marked underneath
      return rect(0, 0, 800, 800, pale(K.paper)) + place(0.8, 400, 600, shadow + art(p.c, p.a)) +
        lines('M160 690H640M160 670V710M640 670V710', K.teal, 4) +
        `<text x="400" y="750" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" fill="${K.tealDark}">${esc(p.size)}</text>`;
    default:
      throw new Error(`unknown view ${view}`);
  }
}

const svg = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><title>${esc(title)}</title>${body}</svg>\n`;

/** Every picture as { file, title, svg, photo }: `photo` ones are written as JPEG photos. */
export function pictures() {
  const out = [];
  for (const p of products) {
    const art = drawings[p.draw];
    if (!art) throw new Error(`${p.slug}: no drawing ${p.draw}`);
    if (p.views >= 5 && !p.size) throw new Error(`${p.slug}: view 5 needs a size`);
    for (let v = 1; v <= p.views; v++) {
      const photo = Boolean(p.photo);
      out.push({ file: `${p.slug}-${v}.${photo ? 'jpg' : 'svg'}`, title: p.title, svg: svg(p.title, scene(v, art, p)), photo });
    }
    for (const variant of p.variants ?? []) {
      const title = `${p.title} – ${variant.title}`;
      out.push({ file: `${p.slug}-${variant.slug}.svg`, title, svg: svg(title, scene(1, art, { ...p, ...variant })), photo: false });
    }
  }
  return out;
}

const PHOTO_SIZE = 1600;
/**
 * Studio lighting over a scene: a soft key light from the top left, falling off into a vignette,
 * over the scene slightly softened (a lens's depth of field, not a drawing's hard edges).
 */
const lighting = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}">` +
    '<defs><radialGradient id="key" cx="30%" cy="22%" r="95%">' +
    '<stop offset="0" stop-color="#fff8ec" stop-opacity=".34"/><stop offset=".55" stop-color="#fff8ec" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#1d1a16" stop-opacity=".38"/></radialGradient></defs>' +
    `<rect width="${PHOTO_SIZE}" height="${PHOTO_SIZE}" fill="url(#key)"/></svg>`,
);

/** A drawing's scene as a photo-like JPEG. */
async function photograph(text) {
  const scene = await sharp(Buffer.from(text), { density: (72 * PHOTO_SIZE) / 800 }).resize(PHOTO_SIZE, PHOTO_SIZE).blur(1.6).toBuffer();
  return sharp(scene)
    .composite([{ input: lighting, blend: 'over' }])
    .modulate({ saturation: 0.92 })
    .jpeg({ quality: 74, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const all = pictures();
  const keep = new Set(all.map((p) => p.file));
  for (const file of readdirSync(OUT_DIR)) if (/\.(svg|jpg)$/.test(file) && !keep.has(file)) unlinkSync(OUT_DIR + file);
  let bytes = 0;
  let largest = { file: '', size: 0 };
  for (const { file, svg: text, photo } of all) {
    const data = photo ? await photograph(text) : text;
    writeFileSync(OUT_DIR + file, data);
    const size = Buffer.byteLength(data);
    bytes += size;
    if (size > largest.size) largest = { file, size };
  }
  console.log(`${all.length} pictures, ${(bytes / 1024).toFixed(1)} KB in all; largest ${largest.file} (${largest.size} B)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
