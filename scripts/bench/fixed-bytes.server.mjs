// The limit of the benchmark: a bare node:http server answering every request with the same
// status, headers and bytes (read from the file given), as fast as Node can write them.
import fs from 'node:fs';
import http from 'node:http';

const { status, headers, body } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const head = { ...headers, 'content-length': String(bytes.length) };
const server = http.createServer((request, response) => {
  request.resume();
  response.writeHead(status, head);
  response.end(bytes);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
