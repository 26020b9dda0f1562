// Types for the two protocol modules of node-media-server 4 that the ingest uses as a library
// (the package ships JavaScript only). Only what rtmp-listener.ts touches is declared.
declare module 'node-media-server/src/core/avpacket.js' {
  export default class AVPacket {
    codec_id: number;
    /** FLV tag type: 8 audio, 9 video, 18 script data. */
    codec_type: number;
    /** 0 audio header, 1 audio, 2 video header, 3 key frame, 4 inter frame, 5 metadata. */
    flags: number;
    pts: number;
    dts: number;
    size: number;
    data: Buffer;
  }
}

declare module 'node-media-server/src/protocol/flv.js' {
  import type AVPacket from 'node-media-server/src/core/avpacket.js';
  export default class Flv {
    static createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    static createMessage(packet: AVPacket): Buffer;
  }
}

declare module 'node-media-server/src/protocol/rtmp.js' {
  import type AVPacket from 'node-media-server/src/core/avpacket.js';
  /** The RTMP server side of one connection: handshake, chunk stream, AMF commands. */
  export default class Rtmp {
    streamApp: string;
    streamName: string;
    streamId: number;
    parserPacket: { header: { stream_id: number } };
    onConnectCallback: (req: { app: string; name: string; host: string; query: unknown }) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AVPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    /** Feeds bytes from the socket; returns an error message or null. */
    parserData(buffer: Buffer): string | null;
    onPublish(invokeMessage: { streamName?: unknown }): void;
    onPlay(invokeMessage: { streamName?: unknown }): void;
    respondPublish(): void;
    sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
  }
}
