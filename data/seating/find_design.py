#!/usr/bin/env python3
"""Search for a social golfer 8-4-10 schedule (32 players, 10 rounds, 8 groups of 4, no pair twice).

RESULT: FOUND.  The schedule in 32-players-10-rounds.txt (beside this file) was produced by
    python3 find_design.py 6,6,6,6,3,3,1,1 6,3,1 600
CaDiCaL said SATISFIABLE after 5.3 s (6.5 s when rerun; about 7 s wall time in total including CNF
generation; 7934 vars, 54859 clauses, 854 orbit variables).  The run is deterministic (seed 0).
How it was found (about 80 min in total, 1 core): a scan over cyclic automorphisms sigma, given by
their cycle type on players and rounds (those scans are not kept here), each with a short time limit:
  * prime order 3, 5, 7: all UNSAT except 5^6 1^2 with rounds 5+5, and a few order-3 types (open).
  * order 10: all UNSAT.  The 1-rotational types (rounds in one 10-cycle, and [10,10,10,2]/[5,5])
    were ruled out by exhaustive exact cover (an exact-cover search, not kept here).
  * order 5 (5^6 1^2, rounds 5+5): no answer after 15 min plus 11 min of CaDiCaL.
  * order 6 with an open order-3 square: 392 types, 10 were still open after 4 s; the type
    points 6^4 3^2 1^2 / rounds 6+3+1 was SAT in 5.3 s.
So the solution has an automorphism of order 6: players (0..5)(6..11)(12..17)(18..23)(24 25 26)
(27 28 29), with 30 and 31 fixed; rounds (0..5)(6 7 8), with round 9 fixed.
No symmetry breaking other than this assumed automorphism is used; rounds/groups come out
in whatever order the model gives.

Encoding (see sgplib.py): pair variables y[{p,q}][r] = "p,q in the same group in round r".
  * transitivity in every round (3 clauses per triple) -> each round is an equivalence relation
  * exactly 3 partners per player per round (sequential counter, full equivalence) -> classes of size 4
  * at most one round per pair (pairwise AMO)
Symmetry reduction = assumed automorphism: a permutation sigma acting on players AND on rounds,
given by its cycle type (for one cyclic group the cycle type determines it up to relabelling, so a
cycle type is a complete case); variables are identified along the orbits of (pair, round) under
<sigma>.  This is complete for "is there a solution invariant under sigma".
Solver: CaDiCaL from Debian bookworm (package cadical 1.5.3-2; binary reports "sc2021"), 1 thread.

Usage: python3 find_design.py "<point cycle type>" "<round cycle type>" <timeout_s>
  e.g. python3 find_design.py 5,5,5,5,5,5,1,1 5,5 600
"""
import os, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sgplib import build, write_cnf, solve, decode, check, cyclic_gen

def main():
    pc = [int(x) for x in sys.argv[1].split(',')]
    rc = [int(x) for x in sys.argv[2].split(',')]
    tl = int(sys.argv[3]) if len(sys.argv) > 3 else 600
    t0 = time.time()
    g = cyclic_gen(pc, rc)
    nv, cls, vm = build([g])
    fn = 'find_design.cnf'
    write_cnf(fn, nv, cls)
    print('vars', nv, 'clauses', len(cls), 'orbit vars', len(set(vm.values())), flush=True)
    st, model, dt = solve(fn, tl)
    print('cadical:', st, 'solve %.1fs, total %.1fs' % (dt, time.time() - t0))
    if st == 'SATISFIABLE':
        rounds = decode(vm, model)
        ok, msg = check(rounds)
        print('check:', ok, msg)
        if ok:
            with open('8-4-10.txt', 'w') as f:
                for rd in rounds:
                    f.write(' | '.join(' '.join(map(str, grp)) for grp in rd) + '\n')

if __name__ == '__main__':
    main()
