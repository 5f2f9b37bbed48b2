import os, sys
sys.path.insert(0, os.path.dirname(__file__))
import mgpu_common as C
C.compile_bytes(open(sys.argv[1], "rb").read())
