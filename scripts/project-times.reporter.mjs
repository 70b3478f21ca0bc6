// A Vitest reporter for the CI budget (README, "Tests"): writes artifacts/project-times.json with,
// for each project, its files' summed time (import, setup, hooks and tests) and its wall time, from
// its first file's start to its last file's end. The JSON report cannot say it: it names files
// without their project, and the integration files run in two.
import fs from 'node:fs';
import path from 'node:path';

export const projectTimesFile = path.resolve(import.meta.dirname, '..', 'artifacts', 'project-times.json');

export default class ProjectTimesReporter {
  projects = new Map();

  projectOf(testModule) {
    const name = testModule.project.name || 'default';
    if (!this.projects.has(name)) this.projects.set(name, { files: 0, fileMs: 0, start: Infinity, end: 0 });
    return this.projects.get(name);
  }

  onTestModuleQueued(testModule) {
    const project = this.projectOf(testModule);
    project.start = Math.min(project.start, Date.now());
  }

  onTestModuleEnd(testModule) {
    const project = this.projectOf(testModule);
    const { prepareDuration, collectDuration, setupDuration, duration } = testModule.diagnostic();
    project.files += 1;
    project.fileMs += prepareDuration + collectDuration + setupDuration + duration;
    project.end = Math.max(project.end, Date.now());
  }

  onTestRunEnd() {
    const times = Object.fromEntries(
      [...this.projects].map(([name, { files, fileMs, start, end }]) => [
        name,
        { files, fileSeconds: Math.round(fileMs / 1000), wallSeconds: Math.round((end - start) / 1000) },
      ]),
    );
    fs.mkdirSync(path.dirname(projectTimesFile), { recursive: true });
    fs.writeFileSync(projectTimesFile, `${JSON.stringify(times, null, 2)}\n`);
  }
}
