import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One artifact as the fake holds it after FinalizeArtifact. */
export interface StoredArtifact {
  id: number;
  name: string;
  mimeType?: string;
  bytes: Buffer;
  /** What FinalizeArtifact was told: `sha256:<hex>` and the size. */
  hash?: string;
  size: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
}

const SERVICE = "/twirp/github.actions.results.api.v1.ArtifactService/";

/**
 * The Actions artifact service (v4, as @actions/artifact and upload-artifact@v4+ use it) on 127.0.0.1: the
 * results service's twirp JSON endpoints CreateArtifact and FinalizeArtifact, and the Azure Blob block-upload
 * endpoints (Put Block, Put Block List) behind the signed upload URL CreateArtifact returns. `failCreate`
 * makes CreateArtifact answer a non-retryable twirp error, as a job without artifact permission sees.
 */
export class FakeArtifactService {
  readonly artifacts: StoredArtifact[] = [];
  /** Every request received, as `METHOD path`. */
  readonly requests: string[] = [];
  failCreate = false;
  private server: Server | undefined;
  private pending = new Map<string, { mimeType?: string; blocks: Map<string, Buffer>; body?: Buffer }>();
  private nextId = 9001;

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error("the fake artifact service is not started");
    return `http://127.0.0.1:${address.port}`;
  }

  /** The variables a runner gives a job so @actions/artifact can reach this service. */
  runnerEnv(): Record<string, string> {
    return { ACTIONS_RESULTS_URL: `${this.baseUrl}/`, ACTIONS_RUNTIME_TOKEN: runtimeToken() };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ code: "internal", msg: error.message }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.baseUrl);
    this.requests.push(`${req.method} ${url.pathname}`);
    const body = await readBody(req);
    if (req.method === "POST" && url.pathname === `${SERVICE}CreateArtifact`) {
      if (this.failCreate) {
        return json(res, 403, { code: "permission_denied", msg: "the job's token may not create artifacts" });
      }
      const request = twirpJson(body);
      const mimeType = request.mime_type ?? request.mimeType;
      this.pending.set(String(request.name), {
        ...(typeof mimeType === "string" ? { mimeType } : {}),
        blocks: new Map(),
      });
      const signed = `${this.baseUrl}/blob/${encodeURIComponent(String(request.name))}?sv=2024&sig=fake-signature`;
      return json(res, 200, { ok: true, signedUploadUrl: signed });
    }
    if (req.method === "PUT" && url.pathname.startsWith("/blob/")) {
      const name = decodeURIComponent(url.pathname.slice("/blob/".length));
      const upload = this.pending.get(name);
      if (!upload) return json(res, 404, { message: `no artifact ${name} was created` });
      const comp = url.searchParams.get("comp");
      if (comp === "block") {
        upload.blocks.set(url.searchParams.get("blockid") ?? "", body);
      } else if (comp === "blocklist") {
        const ids = [...body.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)</g)].map(
          (m) => m[1] ?? "",
        );
        upload.body = Buffer.concat(ids.map((id) => upload.blocks.get(id) ?? Buffer.alloc(0)));
      } else {
        upload.body = body;
      }
      res.writeHead(201, {
        etag: `"${createHash("md5").update(body).digest("hex")}"`,
        "last-modified": new Date().toUTCString(),
        "x-ms-request-id": "fake",
        "x-ms-version": "2024-11-04",
        "x-ms-request-server-encrypted": "true",
      });
      res.end();
      return;
    }
    if (req.method === "POST" && url.pathname === `${SERVICE}FinalizeArtifact`) {
      const request = twirpJson(body);
      const name = String(request.name);
      const upload = this.pending.get(name);
      if (!upload?.body)
        return json(res, 404, { code: "not_found", msg: `nothing uploaded for ${request.name}` });
      const id = this.nextId++;
      const hash = request.hash;
      this.artifacts.push({
        id,
        name,
        ...(upload.mimeType ? { mimeType: upload.mimeType } : {}),
        bytes: upload.body,
        ...(typeof hash === "string" ? { hash } : {}),
        size: String(request.size),
        workflowRunBackendId: String(request.workflow_run_backend_id ?? request.workflowRunBackendId),
        workflowJobRunBackendId: String(
          request.workflow_job_run_backend_id ?? request.workflowJobRunBackendId,
        ),
      });
      this.pending.delete(name);
      return json(res, 200, { ok: true, artifactId: String(id) });
    }
    json(res, 404, { code: "bad_route", msg: `${req.method} ${url.pathname}` });
  }
}

/** An unsigned JWT whose `scp` claim names the run and job, which is all @actions/artifact reads from it. */
function runtimeToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return [
    part({ alg: "none", typ: "JWT" }),
    part({ scp: "Actions.GenericRead:run Actions.Results:run-backend-1:job-backend-1" }),
    "unsigned",
  ].join(".");
}

/** A twirp JSON body: protobuf field names (snake_case) or their JSON names; wrapper types are plain values. */
function twirpJson(body: Buffer): Record<string, unknown> {
  return JSON.parse(body.toString("utf8")) as Record<string, unknown>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
