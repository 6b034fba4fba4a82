package arbiter.board;

/**
 * Rook and Bishop attacks by magic lookup: the pieces on a slider's lines (edges aside), multiplied
 * by the square's magic number, give in their top bits the index of the attack set in a table. The
 * magic numbers below were found by a search of sparse random numbers; loading the class fills the
 * tables and checks that every arrangement of blockers lands on a slot holding its own attack set.
 */
final class Magics {

    static final long[] ROOK_MAGICS = {
        0x0080011081400220L, 0x0040021000200040L, 0x2080100080200208L, 0x6080048310000800L,
        0xC100080050030004L, 0x6200020008041001L, 0x4180018001000200L, 0x010000C090210002L,
        0xC08180028120C010L, 0x940A004082022B00L, 0x4002004021120080L, 0x0811000901201000L,
        0x0293000800241100L, 0x0001000E09000400L, 0x08D6004805540200L, 0x0009000080450002L,
        0x0010808000400222L, 0x8030104000200CC0L, 0x4002430020010410L, 0x0004090020100101L,
        0x4900808008000402L, 0x4020808004000200L, 0x0000240010222805L, 0x0008420010509104L,
        0x0100C000800980A0L, 0x0220500040042000L, 0x8460200480300180L, 0x0081022100081000L,
        0x0200180080040080L, 0x0008020080800400L, 0x2009000500040200L, 0x0000224200008524L,
        0x9040004084800060L, 0x008300C082002200L, 0x0880200080801002L, 0x0000800802801000L,
        0x4380820800800400L, 0x3406015012000804L, 0x0280021084000801L, 0x00188020C0800900L,
        0x5C04408001010020L, 0x0C30004820024000L, 0x0040420082920020L, 0x0001001000090021L,
        0x0800080004008080L, 0x0802001004020008L, 0x210088210A040010L, 0x0000008104420004L,
        0x4480800851026100L, 0x0000400081200080L, 0x8401024820009100L, 0x5200100480280080L,
        0x2082002232581200L, 0x0060C20004008080L, 0x1004800200010080L, 0x00202082CC010200L,
        0x0840210210408001L, 0x08010210C0008029L, 0x3000401020001B01L, 0x0003001000050821L,
        0x0142010820500402L, 0x0002000408411002L, 0x880C021110881044L, 0x0440002304088042L
    };

    static final long[] BISHOP_MAGICS = {
        0x0008080288004100L, 0x0050100900408404L, 0x4888168102000000L, 0x2804042080080000L,
        0x340C0C2000C00000L, 0x1087042004842004L, 0x020400C404200042L, 0x4080A40042101007L,
        0x0240041004284082L, 0x80C0049002014900L, 0x820004110C011004L, 0x00024C0410800201L,
        0x1600031040600000L, 0x0140020805048920L, 0x0080420192203200L, 0x0421110101112005L,
        0x0020000420040100L, 0x0008020208050400L, 0x8C08006108030010L, 0x0188000420451000L,
        0x8900800400A00008L, 0x0050200610100801L, 0x00040104A4041288L, 0x2021010201008210L,
        0x0104400634100400L, 0x0010CC2016240401L, 0x0084100002410040L, 0x010A080004004048L,
        0x0000940010806008L, 0x0024620001411001L, 0x1000808001141010L, 0xC310404204820803L,
        0x8213042210102001L, 0x0444040210443000L, 0x0062211000410C00L, 0x02010A0281180080L,
        0x0001010400120020L, 0x000C00A200908800L, 0x047004051500C104L, 0x00880081010081D0L,
        0x4618016808202030L, 0x0004050109801002L, 0x800822002A001010L, 0x1206004202205800L,
        0x2100284100410400L, 0x0020203204800048L, 0x2110038825002180L, 0x0610420081098060L,
        0x6020430410400000L, 0x0000208808488125L, 0x3009004344100000L, 0x60000A0060980000L,
        0x5000100850240000L, 0x80040410100E4500L, 0x01D0040108021044L, 0x1110100080808015L,
        0x9200608A10016000L, 0x0025020201048240L, 0x0050080202010460L, 0x2200010500420610L,
        0x0240000040084841L, 0x8080082494880200L, 0x4800102001010209L, 0x000A201104010040L
    };

    private static final Table ROOK = new Table(new int[] {0, 1, 2, 3}, ROOK_MAGICS);
    private static final Table BISHOP = new Table(new int[] {4, 5, 6, 7}, BISHOP_MAGICS);

    private Magics() {
    }

    static long rook(int sq, long occupied) {
        return ROOK.attacks(sq, occupied);
    }

    static long bishop(int sq, long occupied) {
        return BISHOP.attacks(sq, occupied);
    }

    /** The magic numbers, masks and attack sets of one kind of slider. */
    static final class Table {
        private final long[] mask = new long[64];
        private final long[] magic;
        private final int[] shift = new int[64];
        private final int[] offset = new int[64];
        private final long[] attacks;

        Table(int[] dirs, long[] magic) {
            this.magic = magic;
            int size = 0;
            for (int sq = 0; sq < 64; sq++) {
                mask[sq] = relevant(sq, dirs);
                shift[sq] = 64 - Long.bitCount(mask[sq]);
                offset[sq] = size;
                size += 1 << Long.bitCount(mask[sq]);
            }
            attacks = new long[size];
            for (int sq = 0; sq < 64; sq++) {
                fill(sq, dirs);
            }
        }

        long attacks(int sq, long occupied) {
            return attacks[offset[sq] + (int) (((occupied & mask[sq]) * magic[sq]) >>> shift[sq])];
        }

        /** The squares whose pieces can stop the slider: its lines without their last square. */
        private static long relevant(int sq, int[] dirs) {
            long bits = 0;
            for (int dir : dirs) {
                long ray = Bitboards.ray(dir, sq, 0);
                long last = Bitboards.ascending(dir) ? Long.highestOneBit(ray) : Long.lowestOneBit(ray);
                bits |= ray & ~last;
            }
            return bits;
        }

        private static long slow(int sq, long occupied, int[] dirs) {
            long bits = 0;
            for (int dir : dirs) {
                bits |= Bitboards.ray(dir, sq, occupied);
            }
            return bits;
        }

        /** Every arrangement of blockers on the square's lines, each to the slot its magic number gives. */
        private void fill(int sq, int[] dirs) {
            long blockers = 0;
            do {
                long answer = slow(sq, blockers, dirs);
                int slot = offset[sq] + (int) ((blockers * magic[sq]) >>> shift[sq]);
                if (attacks[slot] != 0 && attacks[slot] != answer) {
                    throw new IllegalStateException("the magic number of " + Square.of(sq) + " mixes two attack sets");
                }
                attacks[slot] = answer;
                blockers = (blockers - mask[sq]) & mask[sq];
            } while (blockers != 0);
        }
    }
}
