import fs from 'node:fs';
import { API_TYPES_FILE, currentApiTypes } from './api-types';

/** `npm run api:types` writes shared-domain/src/api-types.ts; `--stdout` prints it (staleness test). */
currentApiTypes()
  .then((text) => {
    if (process.argv.includes('--stdout')) {
      process.stdout.write(text);
      return;
    }
    fs.writeFileSync(API_TYPES_FILE, text);
    console.log(`wrote ${API_TYPES_FILE}`);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
