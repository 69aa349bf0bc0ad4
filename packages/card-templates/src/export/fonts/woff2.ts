// WOFF2 → sfnt, for hb-subset (which reads sfnt only). The W3C WOFF2 format (§4 table directory,
// §5.1 the transformed glyf and loca, §5.4 the transformed hmtx), written after Google's reference
// decoder (woff2/src/woff2_dec.cc), whose output the unit test compares this with table by table.
// Plain TypeScript over a JavaScript Brotli decoder: the wasm builds of the reference decoder use
// embind, which compiles code from strings and so needs 'unsafe-eval', which the app's CSP refuses.
import { decompress as brotli } from 'brotli/decompress';

// prettier-ignore
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ',
  'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS',
  'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc',
  'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop',
  'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
];

/** A cursor over bytes, big-endian as fonts are. */
class Reader {
  offset = 0;
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  u8(): number {
    return this.view.getUint8(this.offset++);
  }
  u16(): number {
    const v = this.view.getUint16(this.offset);
    this.offset += 2;
    return v;
  }
  i16(): number {
    const v = this.view.getInt16(this.offset);
    this.offset += 2;
    return v;
  }
  u32(): number {
    const v = this.view.getUint32(this.offset);
    this.offset += 4;
    return v;
  }
  take(n: number): Uint8Array {
    if (this.offset + n > this.bytes.byteLength) throw new Error('WOFF2: truncated data');
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }
  /** UIntBase128 (§3.1). */
  base128(): number {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      if (i === 0 && byte === 0x80) throw new Error('WOFF2: bad UIntBase128');
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('WOFF2: bad UIntBase128');
  }
  /** 255UInt16 (§3.2). */
  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
}

/** A growing byte buffer. */
class Writer {
  private buf = new Uint8Array(1024);
  length = 0;
  private ensure(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  u8(v: number): void {
    this.ensure(1);
    this.buf[this.length++] = v & 0xff;
  }
  u16(v: number): void {
    this.ensure(2);
    this.buf[this.length++] = (v >> 8) & 0xff;
    this.buf[this.length++] = v & 0xff;
  }
  bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  pad4(): void {
    while (this.length % 4) this.u8(0);
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

interface Table {
  tag: string;
  /** The transform version (§4: 0 transforms glyf and loca, 1 transforms hmtx). */
  transform: number;
  origLength: number;
  /** Its length in the decompressed stream. */
  length: number;
  data?: Uint8Array;
}

const isTransformed = (t: Table): boolean =>
  t.tag === 'glyf' || t.tag === 'loca' ? t.transform === 0 : t.transform !== 0;

const withSign = (flag: number, value: number): number => (flag & 1 ? value : -value);

// Simple glyph flags (OpenType glyf).
const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME = 0x10;
const Y_SAME = 0x20;
const OVERLAP_SIMPLE = 0x40;

// Composite glyph flags.
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** Writes a simple glyph's points as the reference decoder does (short deltas, repeated flags). */
function storePoints(out: Writer, xs: number[], ys: number[], onCurve: boolean[], overlap: boolean): void {
  const flags: number[] = [];
  const xBytes = new Writer();
  const yBytes = new Writer();
  let lastX = 0;
  let lastY = 0;
  let lastFlag = -1;
  let repeat = 0;
  for (let i = 0; i < xs.length; i++) {
    let flag = onCurve[i] ? ON_CURVE : 0;
    if (overlap && i === 0) flag |= OVERLAP_SIMPLE;
    const dx = xs[i]! - lastX;
    const dy = ys[i]! - lastY;
    if (dx === 0) flag |= X_SAME;
    else if (dx > -256 && dx < 256) {
      flag |= X_SHORT | (dx > 0 ? X_SAME : 0);
      xBytes.u8(Math.abs(dx));
    } else xBytes.u16(dx);
    if (dy === 0) flag |= Y_SAME;
    else if (dy > -256 && dy < 256) {
      flag |= Y_SHORT | (dy > 0 ? Y_SAME : 0);
      yBytes.u8(Math.abs(dy));
    } else yBytes.u16(dy);
    if (flag === lastFlag && repeat !== 255) {
      flags[flags.length - 1]! |= REPEAT;
      repeat++;
    } else {
      if (repeat !== 0) flags.push(repeat);
      flags.push(flag);
      repeat = 0;
    }
    lastX = xs[i]!;
    lastY = ys[i]!;
    lastFlag = flag;
  }
  if (repeat !== 0) flags.push(repeat);
  for (const f of flags) out.u8(f);
  out.bytes(xBytes.result());
  out.bytes(yBytes.result());
}

/** Rebuilds glyf and loca from the transformed glyf (§5.1). */
function reconstructGlyf(
  data: Uint8Array,
  locaLength: number,
): { glyf: Uint8Array; loca: Uint8Array; xMins: Int16Array } {
  const head = new Reader(data);
  head.u16(); // reserved
  const optionFlags = head.u16();
  const numGlyphs = head.u16();
  const indexFormat = head.u16();
  const sizes = Array.from({ length: 7 }, () => head.u32());
  let at = head.offset;
  const streams = sizes.map((size) => {
    const s = new Reader(data.subarray(at, at + size));
    at += size;
    return s;
  });
  const [nContours, nPoints, flagStream, glyphStream, compositeStream, bboxStream, instructions] = streams as [
    Reader,
    Reader,
    Reader,
    Reader,
    Reader,
    Reader,
    Reader,
  ];
  const overlapBitmap = optionFlags & 1 ? data.subarray(at, at + ((numGlyphs + 7) >> 3)) : null;
  const bboxBitmap = bboxStream.take(((numGlyphs + 31) >> 5) << 2);
  const hasBbox = (i: number): boolean => Boolean(bboxBitmap[i >> 3]! & (0x80 >> (i & 7)));

  const glyf = new Writer();
  const offsets = new Uint32Array(numGlyphs + 1);
  const xMins = new Int16Array(numGlyphs);
  for (let i = 0; i < numGlyphs; i++) {
    offsets[i] = glyf.length;
    const contours = nContours.i16();
    if (contours === 0) {
      if (hasBbox(i)) throw new Error('WOFF2: an empty glyph with a bounding box');
      continue;
    }
    if (contours === -1) {
      // Composite: the components are copied; the bounding box is always given.
      if (!hasBbox(i)) throw new Error('WOFF2: a composite glyph without a bounding box');
      const start = compositeStream.offset;
      let flags = MORE_COMPONENTS;
      let haveInstructions = false;
      while (flags & MORE_COMPONENTS) {
        flags = compositeStream.u16();
        haveInstructions ||= Boolean(flags & WE_HAVE_INSTRUCTIONS);
        let skip = 2 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
        if (flags & WE_HAVE_A_SCALE) skip += 2;
        else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) skip += 4;
        else if (flags & WE_HAVE_A_TWO_BY_TWO) skip += 8;
        compositeStream.take(skip);
      }
      const components = compositeStream.bytes.subarray(start, compositeStream.offset);
      glyf.u16(0xffff);
      const bbox = bboxStream.take(8);
      xMins[i] = new DataView(bbox.buffer, bbox.byteOffset, 8).getInt16(0);
      glyf.bytes(bbox);
      glyf.bytes(components);
      if (haveInstructions) {
        const length = glyphStream.u255();
        glyf.u16(length);
        glyf.bytes(instructions.take(length));
      }
      glyf.pad4();
      continue;
    }
    if (contours < 0) throw new Error('WOFF2: bad contour count');
    // Simple glyph: its points from the flag and triplet streams (§5.2).
    const endPts: number[] = [];
    let total = 0;
    for (let c = 0; c < contours; c++) {
      total += nPoints.u255();
      endPts.push(total - 1);
    }
    const xs: number[] = [];
    const ys: number[] = [];
    const onCurve: boolean[] = [];
    let x = 0;
    let y = 0;
    for (let p = 0; p < total; p++) {
      let flag = flagStream.u8();
      onCurve.push(!(flag >> 7));
      flag &= 0x7f;
      const n = flag < 84 ? 1 : flag < 120 ? 2 : flag < 124 ? 3 : 4;
      const b = glyphStream.take(n);
      let dx: number;
      let dy: number;
      if (flag < 10) {
        dx = 0;
        dy = withSign(flag, ((flag & 14) << 7) + b[0]!);
      } else if (flag < 20) {
        dx = withSign(flag, (((flag - 10) & 14) << 7) + b[0]!);
        dy = 0;
      } else if (flag < 84) {
        const b0 = flag - 20;
        dx = withSign(flag, 1 + (b0 & 0x30) + (b[0]! >> 4));
        dy = withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b[0]! & 0x0f));
      } else if (flag < 120) {
        const b0 = flag - 84;
        dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + b[0]!);
        dy = withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + b[1]!);
      } else if (flag < 124) {
        dx = withSign(flag, (b[0]! << 4) + (b[1]! >> 4));
        dy = withSign(flag >> 1, ((b[1]! & 0x0f) << 8) + b[2]!);
      } else {
        dx = withSign(flag, (b[0]! << 8) + b[1]!);
        dy = withSign(flag >> 1, (b[2]! << 8) + b[3]!);
      }
      x += dx;
      y += dy;
      xs.push(x);
      ys.push(y);
    }
    const instructionLength = glyphStream.u255();
    glyf.u16(contours);
    if (hasBbox(i)) {
      const bbox = bboxStream.take(8);
      xMins[i] = new DataView(bbox.buffer, bbox.byteOffset, 8).getInt16(0);
      glyf.bytes(bbox);
    } else {
      const xMin = total ? Math.min(...xs) : 0;
      xMins[i] = xMin;
      glyf.u16(xMin);
      glyf.u16(total ? Math.min(...ys) : 0);
      glyf.u16(total ? Math.max(...xs) : 0);
      glyf.u16(total ? Math.max(...ys) : 0);
    }
    for (const e of endPts) glyf.u16(e);
    glyf.u16(instructionLength);
    glyf.bytes(instructions.take(instructionLength));
    storePoints(glyf, xs, ys, onCurve, Boolean(overlapBitmap && overlapBitmap[i >> 3]! & (0x80 >> (i & 7))));
    glyf.pad4();
  }
  offsets[numGlyphs] = glyf.length;

  const loca = new Writer();
  for (const offset of Array.from(offsets)) {
    if (indexFormat) {
      loca.u16(offset >>> 16);
      loca.u16(offset & 0xffff);
    } else loca.u16(offset >> 1);
  }
  const locaBytes = loca.result();
  if (locaBytes.length !== locaLength) throw new Error('WOFF2: loca length does not match');
  return { glyf: glyf.result(), loca: locaBytes, xMins };
}

/** Rebuilds hmtx from the transformed hmtx (§5.4): left side bearings from the glyphs' xMin. */
function reconstructHmtx(data: Uint8Array, numGlyphs: number, numHMetrics: number, xMins: Int16Array): Uint8Array {
  const r = new Reader(data);
  const flags = r.u8();
  const advances = Array.from({ length: numHMetrics }, () => r.u16());
  const lsbs = Array.from({ length: numHMetrics }, (_, i) => (flags & 1 ? xMins[i]! : r.i16()));
  const extra = Array.from({ length: numGlyphs - numHMetrics }, (_, i) =>
    flags & 2 ? xMins[numHMetrics + i]! : r.i16(),
  );
  const out = new Writer();
  for (let i = 0; i < numHMetrics; i++) {
    out.u16(advances[i]!);
    out.u16(lsbs[i]!);
  }
  for (const lsb of extra) out.u16(lsb);
  return out.result();
}

function checksum(bytes: Uint8Array): number {
  let sum = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const whole = bytes.byteLength & ~3;
  for (let i = 0; i < whole; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  if (whole < bytes.byteLength) {
    let last = 0;
    for (let i = whole; i < whole + 4; i++) last = (last << 8) | (i < bytes.byteLength ? bytes[i]! : 0);
    sum = (sum + (last >>> 0)) >>> 0;
  }
  return sum;
}

/**
 * Decodes a WOFF2 font (not a collection) into the sfnt it was made from.
 * @param woff2 - the WOFF2 file
 * @returns the TrueType or OpenType font
 * @throws on a malformed file
 */
export function woff2ToSfnt(woff2: Uint8Array): Uint8Array {
  const r = new Reader(woff2);
  if (r.u32() !== 0x774f4632) throw new Error('WOFF2: bad signature');
  const flavor = r.u32();
  if (flavor === 0x74746366 /* ttcf */) throw new Error('WOFF2: font collections are not supported');
  r.u32(); // length
  const numTables = r.u16();
  r.u16(); // reserved
  r.u32(); // totalSfntSize
  const compressedSize = r.u32();
  r.offset = 48;
  const tables: Table[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = r.u8();
    const known = flags & 0x3f;
    const tag = known === 63 ? String.fromCharCode(r.u8(), r.u8(), r.u8(), r.u8()) : KNOWN_TAGS[known];
    if (!tag) throw new Error('WOFF2: unknown table tag index');
    const table: Table = { tag, transform: flags >> 6, origLength: r.base128(), length: 0 };
    table.length = isTransformed(table) ? r.base128() : table.origLength;
    tables.push(table);
  }
  const stream = brotli(r.take(compressedSize));
  let at = 0;
  for (const t of tables) {
    t.data = stream.subarray(at, at + t.length);
    if (t.data.length !== t.length) throw new Error('WOFF2: table data is truncated');
    at += t.length;
  }
  const byTag = new Map(tables.map((t) => [t.tag, t]));
  const glyf = byTag.get('glyf');
  const loca = byTag.get('loca');
  let xMins: Int16Array = new Int16Array(0);
  if (glyf && isTransformed(glyf)) {
    if (!loca) throw new Error('WOFF2: transformed glyf without loca');
    const rebuilt = reconstructGlyf(glyf.data!, loca.origLength);
    glyf.data = rebuilt.glyf;
    loca.data = rebuilt.loca;
    xMins = rebuilt.xMins;
  }
  const hmtx = byTag.get('hmtx');
  if (hmtx && isTransformed(hmtx)) {
    const maxp = byTag.get('maxp')!.data!;
    const hhea = byTag.get('hhea')!.data!;
    const numGlyphs = new DataView(maxp.buffer, maxp.byteOffset).getUint16(4);
    const numHMetrics = new DataView(hhea.buffer, hhea.byteOffset).getUint16(34);
    hmtx.data = reconstructHmtx(hmtx.data!, numGlyphs, numHMetrics, xMins);
  }

  // The sfnt: its header, the directory sorted by tag, each table 4-byte aligned.
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const headerSize = 12 + 16 * numTables;
  const size = sorted.reduce((sum, t) => sum + ((t.data!.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const w = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  w.setUint32(0, flavor);
  w.setUint16(4, numTables);
  w.setUint16(6, 16 << entrySelector);
  w.setUint16(8, entrySelector);
  w.setUint16(10, numTables * 16 - (16 << entrySelector));
  let offset = headerSize;
  let headOffset = -1;
  sorted.forEach((t, i) => {
    const data = t.data!;
    out.set(data, offset);
    if (t.tag === 'head') {
      // Its checksum adjustment is computed over the whole font, with the field itself at zero.
      headOffset = offset;
      w.setUint32(offset + 8, 0);
    }
    const entry = 12 + i * 16;
    for (let k = 0; k < 4; k++) out[entry + k] = t.tag.charCodeAt(k);
    w.setUint32(entry + 4, checksum(out.subarray(offset, offset + data.length)));
    w.setUint32(entry + 8, offset);
    w.setUint32(entry + 12, data.length);
    offset += (data.length + 3) & ~3;
  });
  if (headOffset >= 0) w.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}
