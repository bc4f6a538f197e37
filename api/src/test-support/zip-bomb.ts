import zlib from 'node:zlib';

/**
 * Test material, generated rather than committed: a zip whose entries are honest except one
 * whose directory entry claims a tiny size while it inflates to `inflatedMb` MB of zeros. The
 * deflate data of 1 MB of zeros is flushed to a byte boundary with a full flush, so it can be
 * repeated; a final empty block closes the stream. 600 MB inflate from about 600 KB.
 */
export function lyingZip(inflatedMb: number, bombName = '[Content_Types].xml'): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const bomb = Buffer.concat([...Array.from({ length: inflatedMb }, () => block), Buffer.from([0x03, 0x00])]);
  const files: { name: string; data: Buffer; size: number }[] = [
    { name: '[Content_Types].xml', data: deflated('<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'), size: 0 },
    { name: 'xl/workbook.xml', data: deflated('<workbook/>'), size: 0 },
  ];
  for (const file of files) file.size = zlib.inflateRawSync(file.data).length;
  const target = files.find((file) => file.name === bombName);
  // The directory says 1,000 bytes whatever the data inflates to.
  if (target) Object.assign(target, { data: bomb, size: 1000 });
  else files.push({ name: bombName, data: bomb, size: 1000 });
  return zipOf(files);
}

function deflated(text: string): Buffer {
  return zlib.deflateRawSync(Buffer.from(text));
}

/** Local headers, data, central directory and end record; CRCs are left 0 (never checked here). */
function zipOf(files: { name: string; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(file.data.length, 20);
    entry.writeUInt32LE(file.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, file.data);
    central.push(entry, name);
    offset += 30 + name.length + file.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
