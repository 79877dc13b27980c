import { writeFileSync } from 'node:fs';
import { buildDemoScormZip } from './demo-scorm';

/** Writes the demo SCORM 1.2 package to a file, e.g. to upload it in the dashboard. */
const target = process.argv[2] ?? 'demo-scorm.zip';
writeFileSync(target, buildDemoScormZip());
console.log(`Wrote ${target}`);
